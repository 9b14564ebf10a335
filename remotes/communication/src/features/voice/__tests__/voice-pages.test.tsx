import type { FaxDetail, VoipDetail } from '@portal/contract/catalogue';
import { portalCache } from '@portal/contract';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { inputsOf, mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
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

describe('the VoIP page’s forms', () => {
  const answer = (extra: (name: string) => ActionReply | null = () => null) =>
    mockActions((name) => {
      const given = extra(name);
      if (given) return given;
      if (name === 'services.GetService') return { result: service('voip', 'VOIP-600715', 'Hosted VoIP 5 Extensions') };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      if (name === 'communication.GetVoip') return { result: voip({ enabled: false, number: null }) };
      return { error: `unexpected ${name}` };
    });

  it('adds an extension: asks for each field with the spec’s message, refuses a number in use, then sends it', async () => {
    const fetchMock = answer((name) =>
      name === 'communication.AddExtension' ? { result: { reference: 'CHG-2', message: 'Extension 104 (Reception) added. It is being set up (reference CHG-2).' } } : null,
    );
    renderAt('/services/communication/voip/VOIP-600715');
    const form = await screen.findByRole('form', { name: 'Add an extension' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add extension' }));
    expect(await within(form).findByText('Please enter an extension number of 3 or 4 digits, such as 104.')).toBeInTheDocument();
    expect(within(form).getByText('Please give the extension a name, such as Reception.')).toBeInTheDocument();
    expect(within(form).getByText('Please choose the kind of phone.')).toBeInTheDocument();

    await userEvent.type(within(form).getByRole('textbox', { name: 'Extension number' }), '101');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Reception');
    await userEvent.selectOptions(within(form).getByRole('combobox', { name: 'Phone' }), 'Desk phone');
    await userEvent.click(within(form).getByRole('button', { name: 'Add extension' }));
    expect(await within(form).findByText('Extension 101 is already in use.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddExtension')).toEqual([]);

    await userEvent.clear(within(form).getByRole('textbox', { name: 'Extension number' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Extension number' }), '104');
    await userEvent.click(within(form).getByRole('button', { name: 'Add extension' }));
    expect(await screen.findByText(/Extension 104 \(Reception\) added/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddExtension')).toEqual([{ serviceTag: 'VOIP-600715', extension: '104', name: 'Reception', device: 'Desk phone' }]);
  });

  it('forwarding on no answer: asks for the number it goes to, then sends it with the seconds chosen', async () => {
    const fetchMock = answer((name) =>
      name === 'communication.SetCallForwarding' ? { result: { reference: 'CHG-3', message: 'Call forwarding on no answer set to 082 555 0101. It is being set up (reference CHG-3).' } } : null,
    );
    renderAt('/services/communication/voip/VOIP-600715');
    const noAnswer = await screen.findByRole('form', { name: 'On no answer' });
    await userEvent.click(within(noAnswer).getByRole('checkbox', { name: 'Forward when nobody answers' }));
    await userEvent.click(within(noAnswer).getByRole('button', { name: 'Save' }));
    expect(await within(noAnswer).findByText('Please enter your cell number.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.SetCallForwarding')).toEqual([]);

    await userEvent.type(within(noAnswer).getByRole('textbox', { name: 'Forward to' }), '082 555 0101');
    await userEvent.selectOptions(within(noAnswer).getByRole('combobox', { name: 'Ring for' }), '30');
    await userEvent.click(within(noAnswer).getByRole('button', { name: 'Save' }));
    expect(await within(noAnswer).findByText(/Call forwarding on no answer set/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.SetCallForwarding')).toEqual([{ serviceTag: 'VOIP-600715', rule: 'noAnswer', enabled: true, number: '082 555 0101', afterSeconds: 30 }]);
  });

  it('voicemail to email: refuses an address the server would refuse, saves a good one, and turns it off without one', async () => {
    const fetchMock = answer((name) =>
      name === 'communication.SetVoicemailToEmail' ? { result: { reference: 'CHG-4', message: 'Voicemail to email changed. It is being set up (reference CHG-4).' } } : null,
    );
    renderAt('/services/communication/voip/VOIP-600715');
    const form = await screen.findByRole('form', { name: 'Voicemail to email' });
    const email = within(form).getByRole('textbox', { name: 'Email address' });
    await userEvent.clear(email);
    await userEvent.click(within(form).getByRole('button', { name: 'Save voicemail setting' }));
    expect(await within(form).findByText('Please enter a valid email address.')).toBeInTheDocument();
    // The catalogue's rule (the server's): a top-level domain of two letters or more.
    await userEvent.type(email, 'thandi@mokoena.c');
    await userEvent.click(within(form).getByRole('button', { name: 'Save voicemail setting' }));
    expect(await within(form).findByText('Please enter a valid email address.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.SetVoicemailToEmail')).toEqual([]);

    await userEvent.clear(email);
    await userEvent.type(email, ' reception@mokoena-design.co.za ');
    await userEvent.click(within(form).getByRole('button', { name: 'Save voicemail setting' }));
    await waitFor(() => expect(inputsOf(fetchMock, 'communication.SetVoicemailToEmail')).toEqual([{ serviceTag: 'VOIP-600715', enabled: true, email: 'reception@mokoena-design.co.za' }]));
    expect(within(form).queryByText('Please enter a valid email address.')).not.toBeInTheDocument();

    await userEvent.click(within(form).getByRole('checkbox', { name: 'Email voicemail messages' }));
    await userEvent.click(within(form).getByRole('button', { name: 'Save voicemail setting' }));
    await waitFor(() => expect(inputsOf(fetchMock, 'communication.SetVoicemailToEmail').at(-1)).toEqual({ serviceTag: 'VOIP-600715', enabled: false }));
  });
});

describe('the phone number page', () => {
  const detail = {
    serviceTag: 'NUM-600901',
    number: '0115550901',
    destination: '0821234567',
    outOfHours: null,
    pending: null,
    thisMonth: { count: 12, answered: 10, durationSeconds: 1800 },
  };

  it('checks where calls ring as the server does, with the spec’s messages, and sends nothing until it passes', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'services.GetService') return { result: service('phone-number', 'NUM-600901', 'Geographic Number') };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      if (name === 'communication.GetPhoneNumber') return { result: detail };
      if (name === 'communication.SetNumberRouting') return { result: { reference: 'CHG-5', message: 'Routing of 011 555 0901 changed. It is being set up (reference CHG-5).' } };
      return { error: `unexpected ${name}` };
    });
    renderAt('/services/communication/phone-number/NUM-600901');
    const form = await screen.findByRole('form', { name: 'Where calls ring' });
    const destination = within(form).getByRole('textbox', { name: 'Ring this number' });
    expect(destination).toHaveValue('082 123 4567');
    await userEvent.clear(destination);
    await userEvent.type(destination, '12345');
    await userEvent.click(within(form).getByRole('checkbox', { name: 'Ring another number outside business hours' }));
    await userEvent.clear(within(form).getByLabelText('Business hours end'));
    await userEvent.click(within(form).getByRole('button', { name: 'Save routing' }));
    expect(await within(form).findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter a time such as 17:00.')).toBeInTheDocument();
    expect(within(form).getByText('Please enter your cell number.')).toBeInTheDocument();

    await userEvent.clear(destination);
    await userEvent.type(destination, '082 123 4567');
    await userEvent.type(within(form).getByLabelText('Business hours end'), '07:00');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Out-of-hours number' }), '011 555 0000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save routing' }));
    expect(await within(form).findByText('Business hours must close after they open.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.SetNumberRouting')).toEqual([]);

    await userEvent.clear(within(form).getByLabelText('Business hours end'));
    await userEvent.type(within(form).getByLabelText('Business hours end'), '17:30');
    await userEvent.click(within(form).getByRole('button', { name: 'Save routing' }));
    expect(await within(form).findByText(/Routing of 011 555 0901 changed/)).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.SetNumberRouting')).toEqual([
      { serviceTag: 'NUM-600901', destination: '082 123 4567', outOfHours: { opens: '08:00', closes: '17:30', destination: '011 555 0000' } },
    ]);
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

  it('checks an address by the action’s rule with its message, and refuses one already on the list, sending nothing', async () => {
    const fetchMock = mockActions((name) => {
      if (name === 'services.GetService') return { result: service('faxin', 'FAX-271001', 'Fax to Email') };
      if (name === 'services.GetServiceActivity') return { result: { entries: [] } };
      if (name === 'communication.GetFax') return { result: { ...fax(['depot@acme-logistics.co.za']), serviceTag: 'FAX-271001' } };
      return { error: `unexpected ${name}` };
    });
    renderAt('/services/communication/faxin/FAX-271001');
    const form = await screen.findByRole('form', { name: 'Add an address' });
    const email = within(form).getByRole('textbox', { name: 'Email address' });
    await userEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(within(form).getByText('Please enter a valid email address.')).toBeInTheDocument();
    // The catalogue's rule (the server's): a top-level domain of two letters or more.
    await userEvent.type(email, 'depot@acme.c');
    await userEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(within(form).getByText('Please enter a valid email address.')).toBeInTheDocument();
    await userEvent.clear(email);
    await userEvent.type(email, 'Depot@Acme-Logistics.co.za');
    await userEvent.click(within(form).getByRole('button', { name: 'Add address' }));
    expect(within(form).getByText('Depot@Acme-Logistics.co.za is already on the list.')).toBeInTheDocument();
    expect(inputsOf(fetchMock, 'communication.AddFaxAddress')).toEqual([]);
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
