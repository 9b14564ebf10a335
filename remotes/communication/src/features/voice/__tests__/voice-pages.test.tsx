import type { FaxDetail, VoipDetail } from '@portal/contract/catalogue';
import { portalCache } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, mockActions, renderWithProviders } from '@portal/ui/testing';
import { Route, Routes } from 'react-router-dom';
import { voiceRoutes } from '../routes';

const service = (type: string, serviceTag: string, name: string, cancellation: unknown = null) => ({
  serviceTag,
  category: 'communication',
  type,
  status: cancellation ? 'Cancellation pending' : 'Active',
  accountCode: 'CUS1001',
  product: { productId: 1, name, serviceType: type, kind: 'plan', price: 325, billing: 'monthly', speedDownMbps: null, speedUpMbps: null, dataCapMb: null, description: '', needsDelivery: false, limits: null },
  monthlyPrice: 325,
  attributes: [],
  installationAddress: null,
  contractEndDate: null,
  usage: null,
  pendingChange: null,
  cancellation,
  sharedMembers: [],
  can: { upgrade: false, topUp: false, cancel: !cancellation },
});

const voip = (busy: { enabled: boolean; number: string | null }, pending: VoipDetail['forwarding']['pending'] = null): VoipDetail => ({
  serviceTag: 'VOIP-600715',
  mainNumber: '0105001200',
  extensionLimit: 5,
  extensions: [{ extension: '101', name: 'Thandi Mokoena', directNumber: '0105001201', device: 'Desk phone', registered: true, pending: null }],
  forwarding: { always: { enabled: false, number: null }, busy, noAnswer: { enabled: false, number: null, afterSeconds: 20 }, pending },
  voicemail: { enabled: true, email: 'thandi@mokoena-design.co.za', pending: null },
  thisMonth: { count: 3, durationSeconds: 600, cost: 12.5 },
  recentCalls: [],
});

const renderAt = (path: string) =>
  renderWithProviders(
    <Routes>
      {voiceRoutes.map(({ path: p, Component }) => (
        <Route key={p} path={p} element={<Component />} />
      ))}
    </Routes>,
    { path },
  );

beforeEach(() => portalCache.clear());

describe('the VoIP page', () => {
  it('sets forwarding on busy: refuses a bad number in place, then shows the change pending and then set, without a reload', async () => {
    let state = voip({ enabled: false, number: null });
    const fetchMock = mockActions((name) => {
      if (name === 'services.GetService') return { result: service('voip', 'VOIP-600715', 'Hosted VoIP 5 Extensions') };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      if (name === 'communication.GetVoip') return { result: state };
      if (name === 'communication.SetCallForwarding') {
        state = voip({ enabled: true, number: '0721234501' }, { state: 'changing', reference: 'CHG-1' });
        return { result: { reference: 'CHG-1', message: 'Call forwarding on busy set to 072 123 4501. It is being set up (reference CHG-1).' } };
      }
      return { error: `unexpected ${name}` };
    });
    renderAt('/services/communication/voip/VOIP-600715');
    const busy = await screen.findByRole('form', { name: 'When busy' });
    expect(screen.getByText('Main number').nextSibling).toHaveTextContent('010 500 1200');
    await userEvent.click(within(busy).getByRole('checkbox', { name: 'Forward when the line is busy' }));
    await userEvent.type(within(busy).getByRole('textbox', { name: 'Forward to' }), '12345');
    await userEvent.click(within(busy).getByRole('button', { name: 'Save' }));
    expect(within(busy).getByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.SetCallForwarding')).toEqual([]);

    await userEvent.clear(within(busy).getByRole('textbox', { name: 'Forward to' }));
    await userEvent.type(within(busy).getByRole('textbox', { name: 'Forward to' }), '072 123 4501');
    await userEvent.click(within(busy).getByRole('button', { name: 'Save' }));
    expect(inputsOf(fetchMock, 'communication.SetCallForwarding')).toEqual([{ serviceTag: 'VOIP-600715', rule: 'busy', enabled: true, number: '072 123 4501' }]);
    expect(await screen.findByText(/Being changed/)).toBeInTheDocument();
    expect(await screen.findByText('On: to 072 123 4501')).toBeInTheDocument();

    state = voip({ enabled: true, number: '0721234501' });
    await waitFor(() => expect(screen.queryByText(/Being changed/)).not.toBeInTheDocument(), { timeout: 4000 });
  });

  it('lists the latest calls in a table captioned Latest calls, durations and costs as numbers', async () => {
    mockActions((name) => {
      if (name === 'services.GetService') return { result: service('voip', 'VOIP-600715', 'Hosted VoIP 5 Extensions') };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      if (name === 'communication.GetVoip')
        return {
          result: {
            ...voip({ enabled: false, number: null }),
            recentCalls: [{ date: '2026-11-20', time: '09:15:00', number: '0821234567', destination: 'Vodacom mobile', durationSeconds: 125, cost: 2.5 }],
          },
        };
      return { error: `unexpected ${name}` };
    });
    renderAt('/services/communication/voip/VOIP-600715');
    const calls = await screen.findByRole('table', { name: 'Latest calls' });
    expect(screen.getByText('Latest calls')).toBeInTheDocument();
    expect(within(calls).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Number', 'Duration', 'Cost']);
    const [, row] = within(calls).getAllByRole('row');
    expect(row).toHaveTextContent('Vodacom mobile');
    expect(within(row).getByRole('cell', { name: '2:05' })).toBeInTheDocument();
    expect(screen.getByText('Showing 1 - 1 of 1 calls')).toBeInTheDocument();
  });

  it('asks before removing an extension and shows the server’s refusal in the dialog', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'services.GetService') return { result: service('voip', 'VOIP-600715', 'Hosted VoIP 5 Extensions') };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      if (name === 'communication.GetVoip') return { result: voip({ enabled: false, number: null }) };
      if (name === 'communication.RemoveExtension') return { error: 'Extension 101 already has a change on its way (CHG-2). Try again when it is done.', status: 409 };
      return { error: `unexpected ${name}` };
    });
    renderAt('/services/communication/voip/VOIP-600715');
    await userEvent.click(await screen.findByRole('button', { name: 'Remove extension 101 (Thandi Mokoena)' }));
    const dialog = screen.getByRole('dialog', { name: 'Remove extension 101?' });
    expect(inputsOf(fetchMock, 'communication.RemoveExtension')).toEqual([]);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await within(dialog).findByText(/already has a change on its way/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.RemoveExtension')).toEqual([{ serviceTag: 'VOIP-600715', extension: '101' }]);
  });
});

describe('the fax page', () => {
  const fax = (addresses: string[]): FaxDetail => ({
    serviceTag: 'FAX-700816',
    direction: 'in',
    faxNumber: '0115550816',
    addresses: addresses.map((email) => ({ email, pending: null })),
    addressLimit: 5,
    faxes: [{ at: '2026-11-20T09:00:00Z', number: '0114830000', pages: 3, status: 'failed', reason: 'Line busy', sender: null }],
  });

  it('lists delivery addresses and faxes; a fax being cancelled offers no changes', async () => {
    mockActions((name) => {
      if (name === 'services.GetService') return { result: service('faxin', 'FAX-700816', 'Fax to Email', { reference: 'CAN-1001-0004', cancellationDate: '2026-12-31', status: 'pending' }) };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      if (name === 'communication.GetFax') return { result: fax(['thandi@mokoena-design.co.za']) };
      return { error: `unexpected ${name}` };
    });
    renderAt('/services/communication/faxin/FAX-700816');
    expect(await screen.findByRole('list', { name: 'Delivery addresses' })).toHaveTextContent('thandi@mokoena-design.co.za');
    const faxes = screen.getByRole('table', { name: 'The latest faxes received' });
    expect(within(faxes).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'From', 'Pages', 'Status']);
    expect(within(faxes).getAllByRole('row')).toHaveLength(2);
    expect(within(faxes).getByRole('cell', { name: '3' })).toBeInTheDocument();
    expect(within(faxes).getByText('Failed: Line busy')).toBeInTheDocument();
    expect(screen.getByText(/This service is being cancelled/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Remove/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Add an address' })).not.toBeInTheDocument();
  });

  it('refuses a bad address in place and adds a good one', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'services.GetService') return { result: service('faxin', 'FAX-271001', 'Fax to Email') };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      if (name === 'communication.GetFax') return { result: { ...fax(['depot@acme-logistics.co.za']), serviceTag: 'FAX-271001' } };
      if (name === 'communication.AddFaxAddress') return { result: { reference: 'CHG-3', message: 'Fax delivery address a@b.co added. It is being set up (reference CHG-3).' } };
      return { error: `unexpected ${name}` };
    });
    renderAt('/services/communication/faxin/FAX-271001');
    const form = await screen.findByRole('form', { name: 'Add an address' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email address' }), 'not-an-address');
    await userEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(within(form).getByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.clear(within(form).getByRole('textbox', { name: 'Email address' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Email address' }), 'a@b.co');
    await userEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(await screen.findByText(/Fax delivery address a@b.co added/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddFaxAddress')).toEqual([{ serviceTag: 'FAX-271001', email: 'a@b.co' }]);
  });
});

describe('the voice bundle page', () => {
  it('shows minutes used with a meter, by day, and the longest calls', async () => {
    mockActions((name) => {
      if (name === 'services.GetService') return { result: service('voice-bundle', 'VCB-701523', 'Voice Bundle 500 Minutes') };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      if (name === 'communication.GetVoiceBundle')
        return {
          result: {
            serviceTag: 'VCB-701523',
            minutesIncluded: 500,
            minutesUsed: 212,
            periodStart: '2026-11-01',
            periodEnd: '2026-11-30',
            renewalDate: '2026-12-01',
            byDay: [{ date: '2026-11-02', minutes: 14, calls: 4 }],
            largestCalls: [{ date: '2026-11-02', time: '10:12:00', number: '0821112222', destination: 'Vodacom mobile', durationSeconds: 480, cost: 0 }],
          },
        };
      return { error: `unexpected ${name}` };
    });
    renderAt('/services/communication/voice-bundle/VCB-701523');
    expect(await screen.findByText('212 of 500 minutes used')).toBeInTheDocument();
    expect(screen.getByRole('meter', { name: 'Minutes used this month' })).toHaveAttribute('value', '212');
    expect(screen.getByRole('list', { name: 'Minutes used each day' })).toHaveTextContent('14 min');
    const longest = screen.getByRole('table', { name: 'The longest calls this month' });
    expect(within(longest).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['When', 'Number', 'Duration']);
    expect(within(longest).getByRole('cell', { name: '8:00' })).toBeInTheDocument();
    expect(within(longest).getByRole('cell', { name: /0821112222/ })).toHaveTextContent('Vodacom mobile');
  });
});
