import { parseInstanceConfig } from '@portal/config';
import { checkFixture } from '@portal/ui/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { instanceConfigAtom } from '../../instance/instance-config';
import { accuracySentence, StatusPage } from '../components/status-page';

const config = parseInstanceConfig({
  instanceKey: 'test',
  brandName: 'Acme Fibre',
  remotes: Object.fromEntries(
    ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'].map((a) => [a, { enabled: true, manifestUrl: `/${a}.json` }]),
  ),
});

const inHours = (hours: number) => new Date(Date.now() + hours * 3_600_000).toISOString();
const outage = (o: Record<string, unknown>) => ({
  kind: 'unplanned',
  status: 'In progress',
  expectedEndAt: null,
  endedAt: null,
  updates: [],
  ...o,
});
const STATUS = {
  areas: ['Cape Town', 'Johannesburg', 'Sandton'],
  serviceTypes: ['Fibre', 'LTE'],
  current: [
    outage({ reference: 'OUT-1', title: 'LTE outage in Johannesburg', areas: ['Johannesburg', 'Sandton'], affectedServiceTypes: ['LTE'], startsAt: inHours(-2), expectedEndAt: inHours(2), updates: [{ at: inHours(-1), message: 'A generator is on its way.' }, { at: inHours(-1.5), message: 'We are investigating.' }] }),
    outage({ reference: 'OUT-2', title: 'Fibre outage in Cape Town', areas: ['Cape Town'], affectedServiceTypes: ['Fibre'], status: 'Investigating', startsAt: inHours(-1) }),
  ],
  planned: [outage({ reference: 'OUT-3', kind: 'planned', status: 'Scheduled', title: 'Fibre maintenance in Johannesburg', areas: ['Johannesburg'], affectedServiceTypes: ['Fibre'], startsAt: inHours(48), expectedEndAt: inHours(52) })],
  resolved: [outage({ reference: 'OUT-0', status: 'Resolved', title: 'Fibre cut in Sandton', areas: ['Sandton'], affectedServiceTypes: ['Fibre'], startsAt: inHours(-50), expectedEndAt: inHours(-44), endedAt: inHours(-45) })],
  accuracy: { counted: 12, onTime: 9, averageMinutesLate: -14 },
};

type Answer = { status?: number; result?: unknown; error?: { message: string; field?: string } };

/** Answers each action by name as the server would. */
function server(answers: Record<string, (input: Record<string, unknown>) => Answer>) {
  const fetchMock = jest.fn(async (url: string, init: { body: string }) => {
    const name = String(url).split('/').pop()!;
    const reply = (answers[name] ?? (() => ({ status: 404, error: { message: `unexpected ${name}` } })))(JSON.parse(init.body));
    if (!reply.error) checkFixture(name, reply.result);
    const status = reply.status ?? 200;
    return {
      ok: status < 400,
      status,
      json: async () => (reply.error ? { success: false, result: null, errors: [{ code: status === 503 ? 'SERVICE_UNAVAILABLE' : 'BAD_INPUT', ...reply.error }] } : { success: true, result: reply.result }),
    };
  });
  global.fetch = fetchMock as never;
  return fetchMock;
}
const sent = (fetchMock: jest.Mock, name: string) => fetchMock.mock.calls.filter(([url]) => String(url).endsWith(`/${name}`)).map(([, init]) => JSON.parse(init.body));

function openPage(path = '/status') {
  const store = createStore();
  store.set(instanceConfigAtom, config);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="/status" element={<StatusPage />} />
          <Route path="/login" element={<p>The login page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

const section = (name: string) => screen.getByRole('region', { name });
const titles = (name: string) => within(section(name)).queryAllByRole('article').map((a) => within(a).getByRole('heading').textContent);

describe('the public status page (/status)', () => {
  it('shows every outage with its latest word, and how our estimates held up, with no sign-in', async () => {
    server({ 'status.GetStatus': () => ({ result: STATUS }) });
    openPage();
    expect(screen.getByRole('heading', { level: 1, name: 'Service status' })).toBeInTheDocument();
    expect(screen.getByText('Loading the service status…')).toBeInTheDocument();
    expect(await screen.findByText('Of the last 12 restored outages, 9 were restored by the time we gave; on average 14 min early.')).toBeInTheDocument();
    expect(titles('Current outages')).toEqual(['LTE outage in Johannesburg', 'Fibre outage in Cape Town']);
    expect(titles('Planned maintenance')).toEqual(['Fibre maintenance in Johannesburg']);
    expect(titles('Restored in the last 7 days')).toEqual(['Fibre cut in Sandton']);
    const lte = screen.getByRole('article', { name: 'LTE outage in Johannesburg' });
    expect(within(lte).getByText('Johannesburg, Sandton')).toBeInTheDocument();
    expect(within(lte).getByText(/^Latest update,/).parentElement).toHaveTextContent(/:\s*A generator is on its way\.$/);
    expect(within(lte).getByText('All 2 updates')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Fibre outage in Cape Town' })).getByText('Not yet known')).toBeInTheDocument();
    expect(within(screen.getByRole('article', { name: 'Fibre cut in Sandton' })).getByText('Restored')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('The login page')).toBeInTheDocument();
  });

  it('narrows the outages to an area and a kind of service, and says when none are left', async () => {
    server({ 'status.GetStatus': () => ({ result: STATUS }) });
    openPage();
    const filters = await screen.findByRole('group', { name: 'Show outages' });
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Area' }), 'Sandton');
    expect(titles('Current outages')).toEqual(['LTE outage in Johannesburg']);
    expect(within(section('Planned maintenance')).getByText('No maintenance is planned in Sandton.')).toBeInTheDocument();
    await userEvent.selectOptions(within(filters).getByRole('combobox', { name: 'Service' }), 'Fibre');
    expect(within(section('Current outages')).getByText('No outages in Sandton right now.')).toBeInTheDocument();
    expect(titles('Restored in the last 7 days')).toEqual(['Fibre cut in Sandton']);
  });

  it('subscribes by e-mail with quiet hours, after saying what is missing, and shows what was sent', async () => {
    const fetchMock = server({
      'status.GetStatus': () => ({ result: STATUS }),
      'status.Subscribe': () => ({ result: { message: 'We have sent an e-mail with a confirmation link to sipho@example.org. Open it to start getting outage news for Sandton.' } }),
    });
    openPage();
    const form = within(await screen.findByRole('region', { name: 'Get outage news' }));
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    expect(form.getByRole('textbox', { name: 'Email address' })).toHaveAccessibleDescription('Please enter your email address.');
    expect(form.getByRole('textbox', { name: 'Email address' })).toHaveFocus();
    expect(sent(fetchMock, 'status.Subscribe')).toEqual([]);

    await userEvent.type(form.getByRole('textbox', { name: 'Email address' }), 'sipho@example.org');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Area' }), 'Sandton');
    await userEvent.click(form.getByRole('checkbox', { name: 'Hold messages during quiet hours' }));
    expect(form.getByLabelText('Quiet from')).toHaveValue('22:00');
    expect(form.getByLabelText('Quiet until')).toHaveValue('07:00');
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    const done = await screen.findByRole('status');
    expect(done).toHaveTextContent('We have sent an e-mail with a confirmation link to sipho@example.org.');
    await waitFor(() => expect(done).toHaveFocus());
    expect(sent(fetchMock, 'status.Subscribe')).toEqual([{ channel: 'email', address: 'sipho@example.org', area: 'Sandton', quietHours: { from: '22:00', until: '07:00' } }]);
  });

  it('subscribes a cell number by SMS, and puts the server’s refusal at the field it names', async () => {
    const fetchMock = server({
      'status.GetStatus': () => ({ result: STATUS }),
      'status.Subscribe': () => ({ status: 400, error: { message: 'address: Please enter a valid phone number.', field: 'address' } }),
    });
    openPage();
    const form = within(await screen.findByRole('region', { name: 'Get outage news' }));
    await userEvent.click(form.getByRole('radio', { name: 'SMS' }));
    await userEvent.type(form.getByRole('textbox', { name: 'Cell number' }), '12345');
    await userEvent.selectOptions(form.getByRole('combobox', { name: 'Area' }), 'Cape Town');
    await userEvent.click(form.getByRole('button', { name: 'Subscribe' }));
    await waitFor(() => expect(form.getByRole('textbox', { name: 'Cell number' })).toHaveAccessibleDescription('Please enter a valid phone number.'));
    expect(sent(fetchMock, 'status.Subscribe')).toEqual([{ channel: 'sms', address: '12345', area: 'Cape Town' }]);
  });

  it('confirms a subscription from its link with one press', async () => {
    const fetchMock = server({ 'status.GetStatus': () => ({ result: STATUS }), 'status.ConfirmSubscription': () => ({ result: { area: 'Sandton', channel: 'email' } }) });
    openPage('/status?confirm=12-1795334400.abcdefghijklmnopqrstuv');
    const panel = within(screen.getByRole('region', { name: 'Confirm your subscription' }));
    expect(sent(fetchMock, 'status.ConfirmSubscription')).toEqual([]);
    await userEvent.click(panel.getByRole('button', { name: 'Confirm my subscription' }));
    expect(await panel.findByRole('status')).toHaveTextContent('You are subscribed: we will tell you of outages in Sandton by e-mail.');
    expect(sent(fetchMock, 'status.ConfirmSubscription')).toEqual([{ token: '12-1795334400.abcdefghijklmnopqrstuv' }]);
  });

  it('unsubscribes from a message’s link, and says why when the link is not valid', async () => {
    let valid = false;
    server({
      'status.GetStatus': () => ({ result: STATUS }),
      'status.Unsubscribe': () => (valid ? { result: { message: 'You are unsubscribed: you will get no more outage news for Sandton.' } } : { status: 400, error: { message: 'token: This link is not valid. Please use the link from your message.', field: 'token' } }),
    });
    openPage('/status?unsubscribe=12.abcdefghijklmnopqrstuv');
    const panel = within(screen.getByRole('region', { name: 'Stop outage news' }));
    await userEvent.click(panel.getByRole('button', { name: 'Unsubscribe' }));
    expect(await panel.findByText('This link is not valid. Please use the link from your message.')).toBeInTheDocument();
    valid = true;
    await userEvent.click(panel.getByRole('button', { name: 'Unsubscribe' }));
    expect(await panel.findByRole('status')).toHaveTextContent('You are unsubscribed: you will get no more outage news for Sandton.');
  });

  it('shows the error with a retry that loads the status', async () => {
    let up = false;
    server({ 'status.GetStatus': () => (up ? { result: { ...STATUS, current: [], planned: [], resolved: [] } } : { status: 503, error: { message: 'The service is busy.' } }) });
    openPage();
    expect(await screen.findByText('We could not load the service status')).toBeInTheDocument();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: /try again|retry/i }));
    expect(await within(await screen.findByRole('region', { name: 'Current outages' })).findByText('No outages right now.')).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Restored in the last 7 days' })).not.toBeInTheDocument();
  });

  it('words the accuracy of our estimates for every case', () => {
    expect(accuracySentence({ counted: 0, onTime: 0, averageMinutesLate: null })).toBe('No outage with an expected end has been restored yet, so there is nothing to measure our estimates by.');
    expect(accuracySentence({ counted: 1, onTime: 0, averageMinutesLate: 30 })).toBe('The last restored outage was restored later than the time we gave: 30 min late.');
    expect(accuracySentence({ counted: 1, onTime: 1, averageMinutesLate: -75 })).toBe('The last restored outage was restored by the time we gave: 75 min early.');
    expect(accuracySentence({ counted: 5, onTime: 1, averageMinutesLate: 0 })).toBe('Of the last 5 restored outages, 1 was restored by the time we gave; on average right on time.');
  });
});
