import { clearSession, getAccessToken } from '@portal/contract';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { checkFixture } from '@portal/ui/testing';
import { LoginPage } from '../components/login-page';

const token = (claims: object) => `h.${btoa(JSON.stringify(claims)).replace(/=+$/, '')}.s`;
const ok = (result: unknown) => ({ ok: true, status: 200, json: async () => ({ success: true, result, errors: [] }) });
const fail = (status: number, message: string) => ({
  ok: false,
  status,
  json: async () => ({ success: false, result: null, errors: [{ code: 'BAD_INPUT', message }] }),
});
const account = (code: string, name: string) => ({ accountCode: code, customerName: name, createDate: '2020-01-01', enterprise: false, status: 'Active', userToken: `ut-${code}`, duplicateContacts: false });

function Where() {
  const location = useLocation();
  return <p>at {location.pathname}</p>;
}

function renderLogin(path = '/login') {
  render(
    <MemoryRouter initialEntries={[path]}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="*" element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

type Response = ReturnType<typeof ok> | ReturnType<typeof fail>;

/** Answers each action by name, as the server would; each result is checked against the action's output schema. */
function server(answers: Record<string, () => Response>) {
  global.fetch = jest.fn(async (url: string) => {
    const name = String(url).split('/').pop()!;
    const answer = answers[name]();
    const body = await answer.json();
    if (body.success) checkFixture(name, body.result);
    return { ...answer, json: async () => body };
  }) as never;
}

async function requestAndEnterPin() {
  await userEvent.type(screen.getByLabelText('Cell number'), '082 123 4567');
  await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
  await userEvent.type(await screen.findByPlaceholderText('Enter your 6 digit pin'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('login page', () => {
  beforeEach(() => clearSession());

  it('refuses a bad cell number with the spec message and calls nothing', async () => {
    server({});
    renderLogin();
    await userEvent.type(screen.getByLabelText('Cell number'), '12345');
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
    expect(await screen.findByText('Please enter a valid phone number.')).toBeInTheDocument();
    expect(global.fetch).not.toHaveBeenCalled();
  });

  it('checks a number typed as the field is left, but not a field left empty', async () => {
    server({});
    renderLogin();
    await userEvent.click(screen.getByLabelText('Cell number'));
    await userEvent.tab();
    expect(screen.getByLabelText('Cell number')).not.toHaveAccessibleDescription();
    await userEvent.type(screen.getByLabelText('Cell number'), '0821');
    await userEvent.tab();
    await waitFor(() => expect(screen.getByLabelText('Cell number')).toHaveAccessibleDescription('Please enter a valid phone number.'));
    await userEvent.type(screen.getByLabelText('Cell number'), '234567');
    await waitFor(() => expect(screen.getByLabelText('Cell number')).not.toHaveAccessibleDescription());
  });

  it.each([
    ['+27 82 123 4567', '27821234567'],
    ['082-123-4567', '0821234567'],
  ])('accepts "%s" and asks for a PIN for %s', async (typed, sent) => {
    server({ 'login.otp.RequestOtp': () => ok({ cellNumber: '082 *** 4567' }) });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Cell number'), typed);
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
    expect(await screen.findByPlaceholderText('Enter your 6 digit pin')).toBeInTheDocument();
    const [[, init]] = (global.fetch as jest.Mock).mock.calls;
    expect(JSON.parse(init.body)).toEqual({ cellNumber: sent });
  });

  it('asks for the PIN before checking it', async () => {
    server({ 'login.otp.RequestOtp': () => ok({ cellNumber: '082 *** 4567' }) });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Cell number'), '0821234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByPlaceholderText('Enter your 6 digit pin')).toHaveAccessibleDescription('Please enter the PIN.'));
    await userEvent.type(screen.getByPlaceholderText('Enter your 6 digit pin'), '123');
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(screen.getByPlaceholderText('Enter your 6 digit pin')).toHaveAccessibleDescription('The PIN must be 6 digits.'));
    expect(global.fetch).toHaveBeenCalledTimes(1);
  });

  it('signs in with the PIN when one account matches and goes to nextURL', async () => {
    const access = token({ role: 'customer', accountCode: 'CUS1001', portal_modules: [] });
    server({
      'login.otp.RequestOtp': () => ok({ cellNumber: '082 *** 4567' }),
      'login.otp.VerifyOtp': () => ok({ matchedAccounts: [account('CUS1001', 'Thandi Mokoena')], otpCellNumberToken: 'c' }),
      'login.otp.SelectAccount': () => ok({ accessToken: access }),
    });
    renderLogin('/login?nextURL=%2Ftickets');
    await requestAndEnterPin();
    expect(await screen.findByText('at /tickets')).toBeInTheDocument();
    expect(getAccessToken()).toBe(access);
  });

  it('lets the person choose when several accounts match', async () => {
    server({
      'login.otp.RequestOtp': () => ok({ cellNumber: '083 *** 4567' }),
      'login.otp.VerifyOtp': () => ok({ matchedAccounts: [account('ENT2001', 'Acme Logistics'), account('BUS3001', 'Dlamini Consulting')], otpCellNumberToken: 'c' }),
      'login.otp.SelectAccount': () => ok({ accessToken: token({ role: 'customer' }) }),
    });
    renderLogin();
    await requestAndEnterPin();
    await userEvent.click(await screen.findByRole('button', { name: /Dlamini Consulting/ }));
    expect(await screen.findByText('at /dashboard')).toBeInTheDocument();
  });

  it('puts the focus on the PIN field, then on the heading when the accounts to choose from replace the form', async () => {
    server({
      'login.otp.RequestOtp': () => ok({ cellNumber: '083 *** 4567' }),
      'login.otp.VerifyOtp': () => ok({ matchedAccounts: [account('ENT2001', 'Acme Logistics'), account('BUS3001', 'Dlamini Consulting')], otpCellNumberToken: 'c' }),
    });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Cell number'), '083 123 4567');
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
    expect(await screen.findByPlaceholderText(/Enter your 6 digit pin/i)).toHaveFocus();
    await userEvent.keyboard('123456{Enter}');
    await screen.findByRole('button', { name: /Acme Logistics/ });
    expect(screen.getByRole('heading', { level: 1, name: 'Sign in' })).toHaveFocus();
  });

  it('prefixes the server message when the PIN or the account choice fails', async () => {
    server({
      'login.otp.RequestOtp': () => ok({ cellNumber: '082 *** 4567' }),
      'login.otp.VerifyOtp': () => fail(400, 'The PIN you entered is incorrect.'),
    });
    renderLogin();
    await requestAndEnterPin();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to verify pin: The PIN you entered is incorrect.');

    server({
      'login.otp.VerifyOtp': () => ok({ matchedAccounts: [account('CUS1001', 'Thandi')], otpCellNumberToken: 'c' }),
      'login.otp.SelectAccount': () => fail(403, 'You may no longer use this account.'),
    });
    await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to select account: You may no longer use this account.');
    expect(getAccessToken()).toBeNull();
  });

  it('says where a resent PIN went', async () => {
    server({ 'login.otp.RequestOtp': () => ok({ cellNumber: '082 *** 4567' }) });
    renderLogin();
    await userEvent.type(screen.getByLabelText('Cell number'), '0821234567');
    await userEvent.click(screen.getByRole('button', { name: 'Send PIN' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend PIN' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Re-sent SMS sent to 082 *** 4567.');
  });
});
