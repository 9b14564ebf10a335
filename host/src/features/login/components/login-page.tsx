import { callAction, isActionError, type DuplicateContact, type MatchedAccount } from '@portal/contract';
import { Alert, Button } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { safeNextUrl } from '../../auth/next-url';
import { forgetSessionEnd } from '../../session/end-session';
import { duplicateContactsOf, signInAsContact, signInToAccount, signInWithToken } from '../sign-in';
import '../login.css';
import { AccountChoiceStep } from './account-choice-step';
import { CellNumberStep } from './cell-number-step';
import { ContactChoiceStep } from './contact-choice-step';
import { PinStep } from './pin-step';
import { SessionExpiredModal } from './session-expired-modal';
import { usePasskeySignIn } from './use-passkey-sign-in';

type Step =
  | { name: 'cell' }
  | { name: 'pin'; cellNumber: string; masked: string }
  | { name: 'choose'; cellNumber: string; accounts: MatchedAccount[] }
  | { name: 'contact'; cellNumber: string; account: MatchedAccount; contacts: DuplicateContact[] };

const messageOf = (error: unknown) => (isActionError(error) || error instanceof Error ? error.message : String(error));

/**
 * spec §4 Login: request OTP, verify OTP, then select an account (user token) or pick among duplicate
 * contacts (contact token); or, on a registered device, sign in with its passkey.
 */
export function LoginPage() {
  const [step, setStep] = useState<Step>({ name: 'cell' });
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const location = useLocation();
  const state = location.state as { sessionExpired?: boolean } | null;
  const [expiredNotice, setExpiredNotice] = useState(state?.sessionExpired === true);
  const next = safeNextUrl(params.get('nextURL'));
  const passkey = usePasskeySignIn();
  const heading = useRef<HTMLHeadingElement>(null);

  // The account and contact choices replace the form that had the focus: the heading takes it (the PIN step focuses its field).
  useEffect(() => {
    if (step.name === 'choose' || step.name === 'contact') heading.current?.focus();
  }, [step.name]);

  useEffect(() => {
    if (state?.sessionExpired) setExpiredNotice(true);
    forgetSessionEnd();
  }, [state?.sessionExpired]);

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

  const enter = () => navigate(next, { replace: true });

  const chooseAccount = (account: MatchedAccount, cellNumber: string) =>
    run(async () => {
      if (account.duplicateContacts) {
        setStep({ name: 'contact', cellNumber, account, contacts: await duplicateContactsOf(account) });
        return;
      }
      await signInToAccount(account, cellNumber);
      enter();
    }, 'Failed to select account: ');

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
        await chooseAccount(matchedAccounts[0], cellNumber);
      } else if (matchedAccounts.length === 0) {
        setError('No account is linked to this cell number. Please contact support.');
      } else {
        setStep({ name: 'choose', cellNumber, accounts: matchedAccounts });
      }
    }, 'Failed to verify pin: ');

  const usePasskey = () =>
    run(async () => {
      const token = await passkey.signIn();
      if (token) {
        signInWithToken(token);
        enter();
      }
    });

  return (
    <section className="portal-login" aria-labelledby="login-heading">
      <h1 id="login-heading" ref={heading} tabIndex={-1}>
        Sign in
      </h1>
      <p className="portal-login__intro">
        {step.name === 'choose' || step.name === 'contact' ? 'Almost there.' : 'We will send a 6 digit PIN to your cell number.'}
      </p>
      {error && <Alert tone="error">{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {step.name === 'cell' && (
        <>
          <CellNumberStep busy={busy} onSubmit={(cell) => requestPin(cell)} />
          {passkey.available && (
            <div className="portal-login__passkey">
              <p>This device is registered.</p>
              <Button variant="secondary" onClick={usePasskey} disabled={busy}>
                Sign in with this device
              </Button>
            </div>
          )}
        </>
      )}
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
      {step.name === 'choose' && <AccountChoiceStep accounts={step.accounts} busy={busy} onChoose={(account) => chooseAccount(account, step.cellNumber)} />}
      {step.name === 'contact' && (
        <ContactChoiceStep
          accountName={step.account.customerName}
          contacts={step.contacts}
          busy={busy}
          onChoose={(contact) =>
            run(async () => {
              await signInAsContact(contact, step.cellNumber);
              enter();
            }, 'Failed to select account: ')
          }
        />
      )}
      <SessionExpiredModal open={expiredNotice} onOk={() => setExpiredNotice(false)} />
    </section>
  );
}
