import { checkFixture } from '@portal/ui/testing';
import { parseInstanceConfig } from '@portal/config';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { instanceConfigAtom } from '../../instance/instance-config';
import { ReferralsPublicPage } from '../components/referrals-public-page';

const config = parseInstanceConfig({
  instanceKey: 'test',
  brandName: 'Acme Portal',
  provider: { legalName: 'Acme Fibre (Pty) Ltd', tradingName: 'Acme Fibre' },
  remotes: Object.fromEntries(
    ['account', 'billing', 'connectivity', 'communication', 'cloud-hosting', 'tickets'].map((a) => [a, { enabled: true, manifestUrl: `/${a}.json` }]),
  ),
});

type Answer = { status?: number; result?: unknown; error?: { message: string; field?: string } } | 'offline';

/** Answers each action by name as the server would; GetGoogleApiConfig says address lookup is off unless told. */
function server(answers: Record<string, (input: Record<string, unknown>) => Answer>) {
  const fetchMock = jest.fn(async (url: string, init: { body: string }) => {
    const name = String(url).split('/').pop()!;
    const reply = (answers[name] ?? (() => ({ result: { enabled: false, minChars: 3, countries: ['ZA'] } })))(JSON.parse(init.body));
    if (reply === 'offline') throw new TypeError('Failed to fetch');
    if (!reply.error) checkFixture(name, reply.result);
    const status = reply.status ?? 200;
    return {
      ok: status < 400,
      status,
      json: async () =>
        reply.error
          ? { success: false, result: null, errors: [{ code: status === 429 ? 'RATE_LIMITED' : 'BAD_INPUT', ...reply.error }] }
          : { success: true, result: reply.result },
    };
  });
  global.fetch = fetchMock as never;
  return fetchMock;
}
const sentLeads = (fetchMock: jest.Mock) =>
  fetchMock.mock.calls.filter(([url]) => String(url).endsWith('/referrals.SubmitReferralLead')).map(([, init]) => JSON.parse(init.body));

function openPage(path = '/referrals/public?code=ABC123') {
  const store = createStore();
  store.set(instanceConfigAtom, config);
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[path]} future={{ v7_startTransition: true, v7_relativeSplatPath: true }}>
        <Routes>
          <Route path="/referrals/public" element={<ReferralsPublicPage />} />
          <Route path="/login" element={<p>The login page</p>} />
        </Routes>
      </MemoryRouter>
    </Provider>,
  );
}

async function fillIn() {
  await userEvent.type(screen.getByRole('textbox', { name: 'First name' }), ' Thandi ');
  await userEvent.type(screen.getByRole('textbox', { name: 'Last name' }), 'Nkosi');
  await userEvent.type(screen.getByRole('textbox', { name: 'Cell number' }), '082 123 4567');
  await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'thandi@example.co.za');
  await userEvent.type(screen.getByRole('textbox', { name: 'Address line 1' }), '12 Long Street');
  await userEvent.type(screen.getByRole('textbox', { name: 'City' }), 'Cape Town');
  await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), '8001');
}

describe('the public referral page (/referrals/public)', () => {
  it('takes the referral code from the link, keeps it editable, and offers sign-in to customers', async () => {
    server({});
    openPage('/referrals/public?code=ABC123');
    expect(screen.getByRole('heading', { level: 1, name: 'You have been referred' })).toBeInTheDocument();
    // The provider by its trading name, not the portal's brand name.
    expect(screen.getByText(/^A customer of Acme Fibre thinks you would enjoy our services\./)).toBeInTheDocument();
    expect(screen.queryByText(/Acme Portal/)).not.toBeInTheDocument();
    const code = screen.getByRole('textbox', { name: 'Referral code' });
    expect(code).toHaveValue('ABC123');
    await userEvent.clear(code);
    await userEvent.type(code, 'xyz789');
    expect(code).toHaveValue('xyz789');
    await userEvent.click(screen.getByRole('link', { name: 'Sign in' }));
    expect(await screen.findByText('The login page')).toBeInTheDocument();
  });

  it('says what is wrong at each field with the contract’s messages, and sends nothing', async () => {
    const fetchMock = server({});
    openPage('/referrals/public');
    await userEvent.type(screen.getByRole('textbox', { name: 'Cell number' }), '12345');
    await userEvent.type(screen.getByRole('textbox', { name: 'Email' }), 'thandi@');
    await userEvent.type(screen.getByRole('textbox', { name: 'Postal code' }), '80');
    await userEvent.click(screen.getByRole('button', { name: 'Send my details' }));

    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveAccessibleDescription('First name is required.');
    expect(screen.getByRole('textbox', { name: 'Last name' })).toHaveAccessibleDescription('Last name is required.');
    expect(screen.getByRole('textbox', { name: 'Cell number' })).toHaveAccessibleDescription('Please enter a valid phone number.');
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAccessibleDescription('Please enter a valid email address.');
    expect(screen.getByRole('textbox', { name: 'Address line 1' })).toHaveAccessibleDescription('Address line 1 is required.');
    expect(screen.getByRole('textbox', { name: 'City' })).toHaveAccessibleDescription('City is required.');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveAccessibleDescription('Please enter a valid postal code.');
    expect(screen.getByRole('textbox', { name: 'Referral code' })).toHaveAccessibleDescription(
      'From the link you were sent. Please enter the referral code from your link.',
    );
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveFocus();
    expect(sentLeads(fetchMock)).toHaveLength(0);
  });

  it('refuses what the contract refuses beyond the old checks (control characters), with its message, and sends nothing', async () => {
    const fetchMock = server({});
    openPage('/referrals/public?code=ABC123');
    await fillIn();
    const city = screen.getByRole('textbox', { name: 'City' });
    await userEvent.clear(city);
    await userEvent.click(city);
    await userEvent.paste('Cape\tTown');
    await userEvent.click(screen.getByRole('button', { name: 'Send my details' }));

    expect(city).toHaveAccessibleDescription('Please remove tabs, line breaks and other control characters from the city.');
    expect(city).toHaveFocus();
    expect(sentLeads(fetchMock)).toHaveLength(0);
  });

  it('sends the lead and replaces the form with the server’s thanks, focused', async () => {
    const fetchMock = server({
      'referrals.SubmitReferralLead': () => ({ result: { message: 'Thank you, Thandi. We will be in touch within two working days.' } }),
    });
    openPage('/referrals/public?code=abc123');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send my details' }));

    const thanks = await screen.findByRole('heading', { name: 'Thank you, Thandi. We will be in touch within two working days.' });
    expect(screen.getByRole('status')).toContainElement(thanks);
    await waitFor(() => expect(thanks).toHaveFocus());
    expect(screen.queryByRole('form', { name: 'Your details' })).not.toBeInTheDocument();
    expect(sentLeads(fetchMock)).toEqual([
      {
        code: 'ABC123',
        firstName: 'Thandi',
        lastName: 'Nkosi',
        cellNumber: '0821234567',
        email: 'thandi@example.co.za',
        address: { line1: '12 Long Street', line2: '', city: 'Cape Town', postalCode: '8001' },
      },
    ]);
  });

  it('shows a field the server refused at that field, without its name, and moves focus there', async () => {
    server({
      'referrals.SubmitReferralLead': () => ({
        status: 400,
        error: { message: 'code: Please enter the referral code from your link.', field: 'code' },
      }),
    });
    openPage('/referrals/public?code=NOSUCH1');
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send my details' }));

    const code = screen.getByRole('textbox', { name: 'Referral code' });
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    expect(code).toHaveAccessibleDescription('From the link you were sent. Please enter the referral code from your link.');
    expect(code).toHaveFocus();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByText(/code: /)).not.toBeInTheDocument();
  });

  it('says so in an alert when the server is busy (429) or cannot be reached, and keeps everything typed', async () => {
    let reply: Answer = { status: 429, error: { message: 'Too many requests. Please try again in a minute.' } };
    const fetchMock = server({ 'referrals.SubmitReferralLead': () => reply });
    openPage();
    await fillIn();
    await userEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Your details were not sent: Too many requests. Please try again in a minute.');
    expect(screen.getByRole('textbox', { name: 'First name' })).toHaveValue(' Thandi ');
    expect(screen.getByRole('textbox', { name: 'Postal code' })).toHaveValue('8001');

    reply = 'offline';
    await userEvent.click(screen.getByRole('button', { name: 'Send my details' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('We could not reach the server.'));
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('thandi@example.co.za');
    expect(sentLeads(fetchMock)).toHaveLength(2);
  });

  it('fills the rest of the address from a suggestion picked for line 1', async () => {
    server({
      GetGoogleApiConfig: () => ({ result: { enabled: true, minChars: 3, countries: ['ZA'] } }),
      'address.SuggestAddresses': () => ({
        result: {
          suggestions: [
            { id: 's1', description: '5 Florida Road, Durban', address: { line1: '5 Florida Road', line2: 'Morningside', city: 'Durban', postalCode: '4001' } },
          ],
        },
      }),
    });
    openPage();
    const line1 = await screen.findByRole('combobox', { name: 'Address line 1' });
    await userEvent.type(line1, '5 Florida');
    await userEvent.click(await screen.findByRole('option', { name: '5 Florida Road, Durban' }));
    expect(line1).toHaveValue('5 Florida Road');
    const address = screen.getByRole('group', { name: 'Your address' });
    expect(within(address).getByRole('textbox', { name: 'Address line 2 (optional)' })).toHaveValue('Morningside');
    expect(within(address).getByRole('textbox', { name: 'City' })).toHaveValue('Durban');
    expect(within(address).getByRole('textbox', { name: 'Postal code' })).toHaveValue('4001');
  });
});
