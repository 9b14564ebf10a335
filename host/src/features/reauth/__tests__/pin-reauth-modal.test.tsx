import { STORAGE_KEYS } from '@portal/contract';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { checkFixture } from '@portal/ui/testing';
import { PinReauthModal } from '../components/pin-reauth-modal';

const reply = (status: number, body: object) => ({ ok: status < 400, status, json: async () => body });

describe('Enter Pin (spec §2 Re-auth pin, §8)', () => {
  beforeEach(() => {
    localStorage.setItem(STORAGE_KEYS.session, JSON.stringify({ accessToken: 'h.e30.s', otpCellNumber: '0821234567' }));
  });
  afterEach(() => localStorage.clear());

  it('sends a PIN to the known number, and a wrong PIN reads “Failed to verify pin: ” and the server’s message', async () => {
    const sentTo = { cellNumber: '082***4567' };
    checkFixture('login.reauth.RequestReAuthOtp', sentTo);
    global.fetch = jest.fn(async (url: string) =>
      url.endsWith('RequestReAuthOtp')
        ? reply(200, { success: true, result: sentTo, errors: [] })
        : reply(400, { success: false, result: null, errors: [{ code: 'BAD_INPUT', message: 'The PIN you entered is incorrect.' }] }),
    ) as unknown as typeof fetch;
    const onSuccess = jest.fn();
    render(<PinReauthModal onSuccess={onSuccess} onCancel={() => undefined} />);
    expect(await screen.findByText('We sent a PIN to 082***4567.')).toBeInTheDocument();
    await userEvent.type(screen.getByPlaceholderText('Enter your 6 digit pin'), '123456');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText('Failed to verify pin: The PIN you entered is incorrect.')).toBeInTheDocument();
    expect(onSuccess).not.toHaveBeenCalled();
  });
});
