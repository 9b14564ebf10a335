import { ActionError, callAction, ERROR_CODES, saveAccessToken, type DuplicateContact, type MatchedAccount } from '@portal/contract';
import { useState, type FormEvent, type ReactNode } from 'react';
import { Alert } from '../components/alert';
import { Button } from '../components/button';
import { PinInput } from '../components/pin-input';
import { TextField } from '../components/text-field';

type Step =
  | { name: 'number' }
  | { name: 'pin'; cellNumber: string; masked: string }
  | { name: 'account'; accounts: MatchedAccount[] }
  | { name: 'contact'; contacts: DuplicateContact[] };

const messageOf = (error: unknown) => (error instanceof Error ? error.message : String(error));

/**
 * The PIN sign-in of a standalone QA page, against the portal its dev server passes API calls to: cell number, PIN,
 * then the account (and contact) when the number has several. The session goes under the page's own keys.
 */
export function StandaloneSignIn({ title, reason }: { title: string; reason: string }) {
  const [step, setStep] = useState<Step>({ name: 'number' });
  const [value, setValue] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = async (work: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await work();
    } catch (failure) {
      setError(messageOf(failure));
    } finally {
      setBusy(false);
    }
  };

  const selectAccount = async (account: MatchedAccount) => {
    try {
      saveAccessToken((await callAction('login.otp.SelectAccount', { userToken: account.userToken })).accessToken);
    } catch (failure) {
      if (!(failure instanceof ActionError) || failure.code !== ERROR_CODES.duplicateContacts) throw failure;
      const { contacts } = await callAction('login.otp.GetDuplicateContacts', { userToken: account.userToken });
      setStep({ name: 'contact', contacts });
    }
  };
  const chooseAccount = (account: MatchedAccount) => run(() => selectAccount(account));

  const chooseContact = (contact: DuplicateContact) =>
    run(async () => {
      saveAccessToken((await callAction('login.otp.SelectContactSession', { contactToken: contact.contactToken })).accessToken);
    });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (step.name === 'number') {
      return void run(async () => {
        const cellNumber = value.trim();
        const { cellNumber: masked } = await callAction('login.otp.RequestOtp', { cellNumber });
        setStep({ name: 'pin', cellNumber, masked });
        setValue('');
      });
    }
    if (step.name !== 'pin') return;
    void run(async () => {
      const { matchedAccounts } = await callAction('login.otp.VerifyOtp', { cellNumber: step.cellNumber, pin: value.trim() });
      if (matchedAccounts.length === 1) await selectAccount(matchedAccounts[0]);
      else setStep({ name: 'account', accounts: matchedAccounts });
    });
  };

  let body: ReactNode;
  if (step.name === 'number' || step.name === 'pin') {
    body = (
      <form aria-label="Sign in for QA" onSubmit={submit} style={{ display: 'grid', gap: 16 }}>
        {step.name === 'number' ? (
          <TextField label="Cell number" inputMode="tel" value={value} onChange={(e) => setValue(e.target.value)} required />
        ) : (
          <PinInput cellNumber={step.masked} value={value} onChange={(e) => setValue(e.target.value)} required />
        )}
        <Button type="submit" busy={busy} style={{ justifySelf: 'start' }}>
          {step.name === 'number' ? 'Send PIN' : 'Sign in'}
        </Button>
      </form>
    );
  } else {
    const choices =
      step.name === 'account'
        ? step.accounts.map((a) => ({ key: a.userToken, label: `${a.customerName} (${a.accountCode})`, choose: () => chooseAccount(a) }))
        : step.contacts.map((c) => ({ key: c.contactToken, label: `${c.name} (${c.email})`, choose: () => chooseContact(c) }));
    body = (
      <section aria-label={step.name === 'account' ? 'Choose an account' : 'Choose a contact'}>
        <h2>{step.name === 'account' ? 'Choose an account' : 'Choose a contact'}</h2>
        <ul>
          {choices.map(({ key, label, choose }) => (
            <li key={key}>
              <Button variant="secondary" busy={busy} onClick={() => void choose()}>
                {label}
              </Button>
            </li>
          ))}
        </ul>
      </section>
    );
  }

  return (
    <main style={{ maxWidth: 680, margin: '0 auto', padding: '24px 16px' }}>
      <h1>{title}: sign in for QA</h1>
      <p>{reason}</p>
      <p>
        Sign in with a cell number of the portal this dev server passes API calls to (<code>PORTAL_API_URL</code>). In the
        demo the PIN is in <a href="/api/dev/outbox">/api/dev/outbox</a>. This page keeps its session apart from the
        portal&apos;s own.
      </p>
      {error && (
        <div style={{ marginBottom: 16 }}>
          <Alert tone="error">{error}</Alert>
        </div>
      )}
      {body}
    </main>
  );
}
