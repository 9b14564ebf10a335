import type { ServiceDetail } from '@portal/contract';
import { createPortalQueryClient } from '@portal/contract/query';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { Route, Routes, useLocation } from 'react-router-dom';
import { mockActions, renderWithProviders } from '../../testing';
import { PendingBadge, RecentChanges, ServiceGate, ServiceHeader, type ServiceArea } from '..';

const AREA: ServiceArea = {
  label: 'Communication',
  path: '/services/communication',
  categories: ['communication'],
  typeLabel: (type) => (type === 'voip' ? 'Voice (VoIP)' : type),
  pagePath: (s) => `/services/communication/${s.type}/${s.serviceTag}`,
};

const service = (overrides: Partial<ServiceDetail> = {}): ServiceDetail => ({
  serviceTag: 'VOIP-600715',
  category: 'communication',
  type: 'voip',
  status: 'Active',
  accountCode: 'CUS1001',
  product: null,
  monthlyPrice: 325,
  attributes: [],
  installationAddress: null,
  contractEndDate: null,
  usage: null,
  pendingChange: null,
  cancellation: null,
  sharedMembers: [],
  can: { upgrade: false, topUp: false, cancel: true },
  ...overrides,
});

function Where() {
  return <p>At {useLocation().pathname}</p>;
}

const renderGate = (path: string) =>
  renderWithProviders(
    <Routes>
      <Route
        path="/services/communication/email/:serviceTag/*"
        element={
          <ServiceGate area={AREA} type="email" loadingLabel="Loading your email…">
            {(s) => <p>Email page of {s.serviceTag}</p>}
          </ServiceGate>
        }
      />
      <Route path="*" element={<Where />} />
    </Routes>,
    { path },
  );

describe('the service page parts', () => {
  it('sends a tag of another type of the area to the page of its own type, keeping what follows the tag', async () => {
    mockActions(() => ({ result: service() }));
    renderGate('/services/communication/email/VOIP-600715/upgrade');
    expect(await screen.findByText('At /services/communication/voip/VOIP-600715/upgrade')).toBeInTheDocument();
  });

  it('says a service of another area, or an unknown one, is not found, with the way back', async () => {
    mockActions(() => ({ result: service({ category: 'connectivity', type: 'ftth', serviceTag: 'FTTH-100234' }) }));
    const { unmount } = renderGate('/services/communication/email/FTTH-100234');
    expect(await screen.findByRole('heading', { level: 1, name: 'Service not found' })).toBeInTheDocument();
    unmount();
    mockActions(() => ({ status: 404, error: 'That service was not found.' }));
    renderGate('/services/communication/email/NONE-1');
    expect(await screen.findByText('We could not find the service NONE-1.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Communication' })).toHaveAttribute('href', '/services/communication');
  });

  it('offers the page’s own links only while the service takes changes, and never Cancel twice', () => {
    const links = [{ label: 'Add a mailbox', to: '/x', primary: true }];
    const { unmount } = renderWithProviders(<ServiceHeader service={service()} area={AREA} links={links} />);
    expect(screen.getByRole('heading', { level: 1, name: 'VOIP-600715' })).toBeInTheDocument();
    expect(screen.getByText('Voice (VoIP) · VOIP-600715')).toBeInTheDocument();
    const nav = screen.getByRole('list', { name: 'Manage this service' });
    expect(nav).toHaveTextContent('Add a mailbox');
    expect(screen.getByRole('link', { name: 'Cancel service' })).toHaveAttribute('href', '/services/voip/VOIP-600715/cancellation');
    unmount();

    const cancelling = service({
      status: 'Cancellation pending',
      cancellation: { reference: 'CAN-1', cancellationDate: '2026-12-31', status: 'scheduled' },
      can: { upgrade: false, topUp: false, cancel: false },
    });
    renderWithProviders(<ServiceHeader service={cancelling} area={AREA} links={links} />);
    expect(screen.getByText(/This service is being cancelled: it ends on 31 Dec 2026 \(reference CAN-1\)/)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add a mailbox' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Cancel service' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Log a fault' })).toHaveAttribute('href', '/tickets/support?serviceTag=VOIP-600715&category=Technical');
  });

  it('lists the recent changes with who made them, or says there are none', async () => {
    mockActions(() => ({ result: { entries: [{ message: 'Mailbox sales@ added', actorName: 'Thandi', at: '2026-11-23T08:42:00Z', reference: 'CHG-1' }] } }));
    const { unmount } = renderWithProviders(<RecentChanges serviceTag="EML-500614" />);
    const entry = (await screen.findByText(/Mailbox sales@ added/)).closest('li')!;
    expect(entry.textContent).toMatch(/^Mailbox sales@ added by Thandi, 23 Nov 2026 \d\d:42$/);
    unmount();
    mockActions(() => ({ result: { entries: [] } }));
    renderWithProviders(<RecentChanges serviceTag="EML-500614" />);
    expect(await screen.findByText('No changes have been made here yet.')).toBeInTheDocument();
  });

  it('says a change the provider never got is delayed, not done', async () => {
    mockActions(() => ({
      result: {
        entries: [
          { message: 'Mailbox sales@ requested', actorName: 'Thandi', at: '2026-11-23T08:42:00Z', reference: 'CHG-2', delayed: true },
          { message: 'Mailbox info@ added', actorName: 'Thandi', at: '2026-11-22T08:42:00Z', reference: 'CHG-1' },
        ],
      },
    }));
    renderWithProviders(<RecentChanges serviceTag="EML-500614" />);
    const delayed = (await screen.findByText(/Mailbox sales@ requested/)).closest('li')!;
    expect(delayed.textContent).toMatch(/^Mailbox sales@ requested by Thandi, 23 Nov 2026 \d\d:42\. Delayed: we are still passing this on to our team\. It is not done yet\.$/);
    expect(screen.getByText(/Mailbox info@ added/).closest('li')!.textContent).not.toContain('Delayed');
  });

  it("shows Being added or Being removed, and Delayed instead when the change's event never reached the provider", () => {
    render(
      <ul>
        <li>sales@ <PendingBadge pending={{ state: 'adding', reference: 'CHG-1' }} /></li>
        <li>info@ <PendingBadge pending={{ state: 'removing', reference: 'CHG-2', delayed: true }} /></li>
        <li>help@ <PendingBadge pending={null} /></li>
      </ul>,
    );
    const [adding, removing, settled] = screen.getAllByRole('listitem');
    expect(adding.textContent).toBe('sales@ Being added (reference CHG-1)');
    expect(removing.textContent).toBe('info@ Delayed (being removed, reference CHG-2. We are still passing this on to our team. It is not done yet.)');
    expect(removing.querySelector('[title]')!.getAttribute('title')).toBe('Being removed, reference CHG-2. We are still passing this on to our team. It is not done yet.');
    expect(settled.textContent).toBe('help@ ');
  });

  it('asks once more when the change it was waiting for has come through, for the entry its completion wrote', async () => {
    const entry = (message: string) => ({ message, actorName: 'Thandi', at: '2026-11-23T08:42:00Z', reference: 'CHG-1' });
    let entries = [entry('Mailbox sales@ requested')];
    mockActions(() => ({ result: { entries } }));
    const client = createPortalQueryClient();
    const view = (poll: boolean) => (
      <QueryClientProvider client={client}>
        <RecentChanges serviceTag="EML-500614" poll={poll} />
      </QueryClientProvider>
    );
    const { rerender } = render(view(true));
    expect(await screen.findByText(/Mailbox sales@ requested/)).toBeInTheDocument();
    entries = [entry('Mailbox sales@ added'), ...entries];
    rerender(view(false));
    expect(await screen.findByText(/Mailbox sales@ added/)).toBeInTheDocument();
  });
});
