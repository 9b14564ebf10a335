import { callAction, isActionError, type AccountListItem } from '@portal/contract';
import { Alert } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { safeNextUrl } from '../../auth/next-url';
import { signOut } from '../../auth/sign-out';
import { signInToAccount } from '../sign-in';
import { AccountChoiceStep } from './account-choice-step';
import { CellNumberStep } from './cell-number-step';
import { PinStep } from './pin-step';

type Step =
  | { name: 'cell' }
  | { name: 'pin'; cellNumber: string; masked: string }
  | { name: 'choose'; cellNumber: string; accounts: AccountListItem[] };

const messageOf = (error: unknown) => (isActionError(error) || error instanceof Error ? error.message : String(error));

/** spec §4 Login: request OTP, verify OTP, then select an account; ends in an authenticated session. */
export function LoginPage() {
  const [step, setStep] = useState<Step>({ name: 'cell' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const { state } = useLocation();
  const signingOut = (state as { signOut?: boolean } | null)?.signOut === true;

  useEffect(() => {
    if (signingOut) void signOut().then(() => navigate('/login', { replace: true, state: null }));
  }, [signingOut, navigate]);

  const run = async (work: () => Promise<void>, prefix = '') => {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      await work();
    } catch (e) {
      setError(prefix + messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  const finish = async (account: AccountListItem, cellNumber: string) => {
    await signInToAccount(account, cellNumber);
    navigate(safeNextUrl(params.get('nextURL')), { replace: true });
  };

  const requestPin = (cellNumber: string, resend = false) =>
    run(async () => {
      const { cellNumber: masked } = await callAction('login.otp.RequestOtp', { cellNumber });
      setStep({ name: 'pin', cellNumber, masked });
      if (resend) setNotice(`Re-sent SMS sent to ${masked}.`);
    });

  const verifyPin = (cellNumber: string, pin: string) =>
    run(async () => {
      const { matchedAccounts } = await callAction('login.otp.VerifyOtp', { cellNumber, pin });
      if (matchedAccounts.length === 1) {
        await run(() => finish(matchedAccounts[0], cellNumber), 'Failed to select account: ');
      } else if (matchedAccounts.length === 0) {
        setError('No account is linked to this cell number. Please contact support.');
      } else {
        setStep({ name: 'choose', cellNumber, accounts: matchedAccounts });
      }
    }, 'Failed to verify pin: ');

  return (
    <section className="portal-login" aria-labelledby="login-heading">
      <h1 id="login-heading">Sign in</h1>
      <p className="portal-login__intro">
        {step.name === 'choose' ? 'Almost there.' : 'We will send a 6 digit PIN to your cell number.'}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {step.name === 'cell' && <CellNumberStep busy={busy} onSubmit={(cell) => requestPin(cell)} />}
      {step.name === 'pin' && (
        <PinStep
          maskedCellNumber={step.masked}
          busy={busy}
          onSubmit={(pin) => verifyPin(step.cellNumber, pin)}
          onResend={() => requestPin(step.cellNumber, true)}
          onChangeNumber={() => {
            setError(undefined);
            setStep({ name: 'cell' });
          }}
        />
      )}
      {step.name === 'choose' && (
        <AccountChoiceStep
          accounts={step.accounts}
          busy={busy}
          onChoose={(account) => run(() => finish(account, step.cellNumber), 'Failed to select account: ')}
        />
      )}
    </section>
  );
}
