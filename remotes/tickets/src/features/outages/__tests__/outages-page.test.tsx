import { clearSession } from '@portal/contract';
import { inputsOf, mockActions, renderWithProviders, type ActionReply } from '@portal/ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { signInWith } from '../../../testing/sign-in';
import OutagesPage from '../components/outages-page';

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString();

const fibreOutage = {
  reference: 'OUT-1',
  kind: 'unplanned',
  title: 'Fibre outage in Sandton',
  status: 'Investigating',
  areas: ['Johannesburg', 'Pretoria'],
  affectedServiceTypes: ['Fibre'],
  affectedServices: [{ serviceTag: 'FIB-100', product: 'Fibre 100 Mbps' }],
  startsAt: '2026-11-20T06:30:00Z',
  expectedEndAt: null,
  endedAt: null,
  updates: [
    { at: '2026-11-20T07:15:00Z', message: 'A cable was cut during roadworks; a team is on its way.' },
    { at: '2026-11-20T09:40:00Z', message: 'The team is splicing the cable.' },
  ],
};
const maintenance = {
  reference: 'OUT-2',
  kind: 'planned',
  title: 'Core network upgrade',
  status: 'Scheduled',
  areas: ['Cape Town'],
  affectedServiceTypes: ['Fibre', 'LTE'],
  affectedServices: [],
  startsAt: inDays(3),
  expectedEndAt: inDays(3.2),
  endedAt: null,
  updates: [],
};
const resolved = {
  reference: 'OUT-0',
  kind: 'unplanned',
  title: 'LTE tower down in Durban North',
  status: 'Resolved',
  areas: ['Durban'],
  affectedServiceTypes: ['LTE'],
  affectedServices: [{ serviceTag: 'LTE-7', product: 'Fixed LTE 20 GB' }],
  startsAt: '2026-11-15T10:00:00Z',
  expectedEndAt: '2026-11-15T16:00:00Z',
  endedAt: '2026-11-15T14:30:00Z',
  updates: [{ at: '2026-11-15T14:40:00Z', message: 'Power is back at the tower.' }],
};
const outages = { current: [fibreOutage], planned: [maintenance], resolved: [resolved] };
const ticketOptions = {
  categories: ['Technical'],
  services: [
    { serviceTag: 'FIB-100', product: 'Fibre 100 Mbps', category: 'connectivity' },
    { serviceTag: 'LTE-7', product: 'Fixed LTE 20 GB', category: 'connectivity' },
  ],
};

type Reply = (name: string, input: Record<string, unknown>) => ActionReply | Promise<ActionReply>;
const answers = (overrides: Record<string, Reply> = {}): Reply => (name, input) => {
  if (overrides[name]) return overrides[name](name, input);
  if (name === 'outages.GetOutages') return { result: outages };
  if (name === 'tickets.GetTicketOptions') return { result: ticketOptions };
  if (name === 'outages.GetOutageNotices') return { result: { enabled: true } };
  if (name === 'GetGoogleApiConfig') return { result: { enabled: false, minChars: 3, countries: ['za'] } };
  return { error: `unexpected ${name}` };
};

function renderPage(reply: Reply = answers()) {
  const fetchMock = mockActions(reply);
  renderWithProviders(
    <Routes>
      <Route path="/outages" element={<OutagesPage />} />
      <Route path="/tickets/support/:ticketNumber" element={<h1>Ticket page</h1>} />
    </Routes>,
    { path: '/outages' },
  );
  return fetchMock;
}

const section = (name: string) => screen.getByRole('region', { name });

afterEach(() => clearSession());

describe('Outages page', () => {
  it('shows a loading state, then the current, planned and resolved outages with their details', async () => {
    signInWith(['tickets']);
    renderPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Outages' })).toBeInTheDocument();
    expect(screen.getByText('Loading outages…')).toBeInTheDocument();

    const outage = await screen.findByRole('article', { name: 'Fibre outage in Sandton' });
    expect(within(section('Current outages')).getByRole('article')).toBe(outage);
    expect(within(outage).getByText('Investigating')).toHaveClass('portal-badge');
    expect(within(outage).getByText('Johannesburg, Pretoria')).toBeInTheDocument();
    expect(within(outage).getByText('Fibre')).toBeInTheDocument();
    expect(within(outage).getByText('Fibre 100 Mbps (FIB-100)').tagName).toBe('LI');
    expect(within(outage).getByText('Started')).toBeInTheDocument();
    expect(within(outage).getByText(/^20 Nov 2026 \d\d:30$/)).toBeInTheDocument();
    expect(within(outage).getByText('Expected end not yet known')).toBeInTheDocument();

    const planned = within(section('Planned maintenance')).getByRole('article', { name: 'Core network upgrade' });
    expect(within(planned).getByText('Starts')).toBeInTheDocument();
    expect(within(planned).getByText('Fibre, LTE')).toBeInTheDocument();
    expect(within(planned).queryByText('Your services')).not.toBeInTheDocument();
    expect(within(planned).getByText('No updates yet.')).toBeInTheDocument();

    const done = within(section('Resolved in the last 7 days')).getByRole('article', { name: 'LTE tower down in Durban North' });
    expect(within(done).getByText('Ended')).toBeInTheDocument();
    expect(within(done).getByText(/^15 Nov 2026 \d\d:30$/)).toBeInTheDocument();
    expect(within(done).queryByText('Expected end')).not.toBeInTheDocument();

    const headings = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(headings).toEqual(['Current outages', 'Planned maintenance', 'Resolved in the last 7 days', 'Report an outage', 'Outage news']);
  });

  it('lists an outage’s updates newest first behind a disclosure', async () => {
    const u = userEvent.setup();
    renderPage();
    const outage = await screen.findByRole('article', { name: 'Fibre outage in Sandton' });
    const summary = within(outage).getByText(/^2 updates, the latest on 20 Nov 2026/);
    const details = summary.closest('details')!;
    expect(details).not.toHaveAttribute('open');
    await u.click(summary);
    expect(details).toHaveAttribute('open');
    expect(within(details).getAllByRole('listitem').map((li) => li.querySelector('span')?.textContent)).toEqual([
      'The team is splicing the cable.',
      'A cable was cut during roadworks; a team is on its way.',
    ]);
  });

  it('says so when no outage affects the account, and leaves out an empty resolved section', async () => {
    renderPage(answers({ 'outages.GetOutages': () => ({ result: { current: [], planned: [], resolved: [] } }) }));
    expect(await screen.findByText('No outages affect your services right now.')).toBeInTheDocument();
    expect(within(section('Planned maintenance')).getByText('No maintenance is planned for your services.')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Resolved in the last 7 days' })).not.toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the server’s error with a retry that loads the outages', async () => {
    const u = userEvent.setup();
    let calls = 0;
    renderPage(answers({ 'outages.GetOutages': () => (++calls === 1 ? { error: 'The network status service is down.' } : { result: outages }) }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('We could not load the outages');
    expect(alert).toHaveTextContent('The network status service is down.');
    await u.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('article', { name: 'Fibre outage in Sandton' })).toBeInTheDocument();
  });

  it('tells a user without the Tickets module whom to ask, instead of the form', async () => {
    signInWith(['account']);
    const fetchMock = renderPage();
    await screen.findByRole('article', { name: 'Fibre outage in Sandton' });
    expect(within(section('Report an outage')).getByText('To report an outage, ask your account administrator for access to Tickets.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Report outage' })).not.toBeInTheDocument();
    expect(inputsOf(fetchMock, 'tickets.GetTicketOptions')).toEqual([]);
  });
});

describe('Report an outage', () => {
  beforeEach(() => signInWith(['tickets']));

  async function fillValid(u: ReturnType<typeof userEvent.setup>) {
    await u.type(await screen.findByRole('textbox', { name: 'Address line 1' }), ' 12 Long Street ');
    await u.type(screen.getByRole('textbox', { name: 'City' }), 'Cape Town');
    await u.type(screen.getByRole('textbox', { name: 'Postal code' }), '8001');
    await u.type(screen.getByRole('textbox', { name: 'What is not working' }), 'No internet since 7am; the router’s light is red.');
  }

  it('offers the account’s services, and refuses an empty report with the contract’s messages, sending nothing', async () => {
    const u = userEvent.setup();
    const fetchMock = renderPage();
    const service = await screen.findByRole('combobox', { name: 'Service that is down (optional)' });
    await waitFor(() =>
      expect(within(service).getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Not sure, or not listed',
        'Fibre 100 Mbps (FIB-100)',
        'Fixed LTE 20 GB (LTE-7)',
      ]),
    );
    await u.click(screen.getByRole('button', { name: 'Report outage' }));
    expect(await screen.findByText('Address line 1 is required.')).toBeInTheDocument();
    expect(screen.getByText('City is required.')).toBeInTheDocument();
    expect(screen.getByText('Postal code is required.')).toBeInTheDocument();
    expect(screen.getByText('Please describe what is not working in at least 10 characters.')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveFocus();
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAttribute('aria-invalid', 'true');

    await u.type(screen.getByRole('textbox', { name: 'Postal code' }), '80');
    await u.tab();
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription('Please enter a valid postal code.');
    expect(inputsOf(fetchMock, 'outages.ReportOutage')).toEqual([]);
  });

  it('reports the outage and links to the ticket it logged, clearing the form', async () => {
    const u = userEvent.setup();
    const fetchMock = renderPage(answers({ 'outages.ReportOutage': () => ({ result: { ticketNumber: 'TCK-31' } }) }));
    await fillValid(u);
    await u.selectOptions(screen.getByRole('combobox', { name: 'Service that is down (optional)' }), 'FIB-100');
    await u.click(screen.getByRole('button', { name: 'Report outage' }));

    const done = await screen.findByText(/^Outage reported\. Ticket/);
    expect(done).toHaveAttribute('role', 'status');
    expect(done).toHaveTextContent('Outage reported. Ticket TCK-31');
    await waitFor(() => expect(done).toHaveFocus());
    expect(inputsOf(fetchMock, 'outages.ReportOutage')).toEqual([
      {
        serviceTag: 'FIB-100',
        address: { line1: '12 Long Street', line2: '', city: 'Cape Town', postalCode: '8001' },
        description: 'No internet since 7am; the router’s light is red.',
        idempotencyKey: expect.stringMatching(/^[A-Za-z0-9-]{16,64}$/),
      },
    ]);
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveValue('');
    expect(screen.getByRole('textbox', { name: 'What is not working' })).toHaveValue('');

    await u.click(within(done).getByRole('link', { name: 'TCK-31' }));
    expect(await screen.findByRole('heading', { name: 'Ticket page' })).toBeInTheDocument();
  });

  it('keeps everything on a failure, says why, and a retry of the same report sends the same key', async () => {
    const u = userEvent.setup();
    let calls = 0;
    const fetchMock = renderPage(
      answers({
        'outages.ReportOutage': () => (++calls === 1 ? { error: 'Our helpdesk is not answering.', status: 503 } : { result: { ticketNumber: 'TCK-32' } }),
      }),
    );
    await fillValid(u);
    await u.click(screen.getByRole('button', { name: 'Report outage' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your outage was not reported: Our helpdesk is not answering.');
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveValue(' 12 Long Street ');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Cape Town');

    await u.click(screen.getByRole('button', { name: 'Report outage' }));
    expect(await screen.findByText('Outage reported. Ticket')).toHaveTextContent('Outage reported. Ticket TCK-32');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    const [first, second] = inputsOf(fetchMock, 'outages.ReportOutage');
    expect(second).toEqual(first);
    expect(inputsOf(fetchMock, 'outages.ReportOutage')[0]).not.toHaveProperty('serviceTag');
  });

  it('sends a new key once the report’s content has changed', async () => {
    const u = userEvent.setup();
    const fetchMock = renderPage(answers({ 'outages.ReportOutage': () => ({ error: 'Please try again later.', status: 503 }) }));
    await fillValid(u);
    await u.click(screen.getByRole('button', { name: 'Report outage' }));
    await screen.findByRole('alert');
    await u.clear(screen.getByRole('textbox', { name: 'City' }));
    await u.type(screen.getByRole('textbox', { name: 'City' }), 'Durban');
    await u.click(screen.getByRole('button', { name: 'Report outage' }));
    await waitFor(() => expect(inputsOf(fetchMock, 'outages.ReportOutage')).toHaveLength(2));
    const [first, second] = inputsOf(fetchMock, 'outages.ReportOutage');
    expect((second.address as { city: string }).city).toBe('Durban');
    expect(second.idempotencyKey).not.toBe(first.idempotencyKey);
  });

  it('puts a refusal naming a field at that field, and disables the form while it sends', async () => {
    const u = userEvent.setup();
    const fetchMock = renderPage();
    await fillValid(u);
    // The server's refusal names its field (address.postalCode), which mockActions' replies cannot; it waits for release().
    let release: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (release = resolve));
    fetchMock.mockImplementationOnce(async (url: string) => {
      if (!url.endsWith('/outages.ReportOutage')) throw new Error(`unexpected ${url}`);
      await answered;
      const errors = [{ code: 'BAD_INPUT', field: 'address.postalCode', message: 'address.postalCode: We do not serve this postal code.' }];
      return { ok: false, status: 400, json: async () => ({ success: false, result: null, errors }) };
    });
    await u.click(screen.getByRole('button', { name: 'Report outage' }));
    expect(await screen.findByText('Reporting the outage…')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'City' })).toBeDisabled();
    release();
    const postalCode = screen.getByRole('textbox', { name: 'Postal code' });
    await waitFor(() => expect(postalCode).toHaveAccessibleDescription('We do not serve this postal code.'));
    await waitFor(() => expect(postalCode).toHaveFocus());
    expect(screen.getByRole('alert')).toHaveTextContent('Your outage was not reported: We do not serve this postal code.');
  });

  it('fills the whole address from a chosen suggestion', async () => {
    const u = userEvent.setup();
    const suggestion = {
      id: 'place-1',
      description: '12 Long Street, Cape Town City Centre, Cape Town, 8001',
      address: { line1: '12 Long Street', line2: 'Cape Town City Centre', city: 'Cape Town', postalCode: '8001' },
    };
    const fetchMock = renderPage(
      answers({
        GetGoogleApiConfig: () => ({ result: { enabled: true, minChars: 3, countries: ['za'] } }),
        'address.SuggestAddresses': () => ({ result: { suggestions: [suggestion] } }),
        'outages.ReportOutage': () => ({ result: { ticketNumber: 'TCK-40' } }),
      }),
    );
    const line1 = await screen.findByRole('combobox', { name: 'Address line 1' });
    await u.click(screen.getByRole('button', { name: 'Report outage' }));
    expect(await screen.findByText('City is required.')).toBeInTheDocument();

    await u.type(line1, '12 Long');
    await u.click(await screen.findByRole('option', { name: suggestion.description }));
    expect(line1).toHaveValue('12 Long Street');
    expect(screen.getByRole('textbox', { name: 'Address line 2 (optional)' })).toHaveValue('Cape Town City Centre');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveValue('Cape Town');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('8001');
    await waitFor(() => expect(screen.queryByText('City is required.')).not.toBeInTheDocument());
    expect(screen.queryByText('Address line 1 is required.')).not.toBeInTheDocument();

    await u.type(screen.getByRole('textbox', { name: 'What is not working' }), 'The whole street has no fibre.');
    await u.click(screen.getByRole('button', { name: 'Report outage' }));
    expect(await screen.findByText('Outage reported. Ticket')).toHaveTextContent('Outage reported. Ticket TCK-40');
    expect(inputsOf(fetchMock, 'outages.ReportOutage')[0].address).toEqual(suggestion.address);
  });

  it('turns outage news about the account’s services off and on, and puts the box back when the server refuses', async () => {
    signInWith(['tickets']);
    const u = userEvent.setup();
    let refuse = false;
    const fetchMock = renderPage(
      answers({
        'outages.SetOutageNotices': (_name, input) => (refuse ? { status: 500, error: 'The server is down.' } : { result: { enabled: input.enabled } }),
      }),
    );
    const box = await within(section('Outage news')).findByRole('checkbox', { name: 'E-mail me when an outage or maintenance affects my services' });
    expect(box).toBeChecked();
    expect(within(section('Outage news')).getByRole('link', { name: 'status page' })).toHaveAttribute('href', '/status');
    await u.click(box);
    await waitFor(() => expect(inputsOf(fetchMock, 'outages.SetOutageNotices')).toEqual([{ enabled: false }]));
    expect(box).not.toBeChecked();
    refuse = true;
    await u.click(box);
    expect(await within(section('Outage news')).findByText(/^Your choice was not saved/)).toBeInTheDocument();
    expect(box).not.toBeChecked();
  });
});
