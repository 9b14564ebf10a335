import { callAction, isActionError, saveAccessToken, type TermsOfUse } from '@portal/contract';
import { Alert, Button, ErrorState, LoadingState } from '@portal/ui';
import { useEffect, useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { safeNextUrl } from '../next-url';
import { signOut } from '../../session/end-session';
import '../terms.css';

const messageOf = (error: unknown) => (isActionError(error) || error instanceof Error ? error.message : String(error));

/** spec §4 Terms of use: a person who has not accepted them reads them here, accepts, and goes on to nextURL. */
export function TermsOfUsePage() {
  const [terms, setTerms] = useState<TermsOfUse>();
  const [loadError, setLoadError] = useState<string>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const next = safeNextUrl(params.get('nextURL'));

  const load = () => {
    setLoadError(undefined);
    callAction('login.terms.GetTermsOfUse', {}).then(setTerms, (e) => setLoadError(messageOf(e)));
  };
  useEffect(load, []);

  const accept = async () => {
    if (!terms) return;
    setBusy(true);
    setError(undefined);
    try {
      const { accessToken } = await callAction('login.terms.AcceptTermsOfUse', { version: terms.version });
      saveAccessToken(accessToken);
      navigate(next, { replace: true });
    } catch (e) {
      setError(messageOf(e));
      setBusy(false);
    }
  };

  if (loadError) return <ErrorState title="The terms of use could not be loaded" message={loadError} onRetry={load} />;
  if (!terms) return <LoadingState label="Loading the terms of use" />;
  return (
    <section className="portal-terms" aria-labelledby="terms-heading">
      <h1 id="terms-heading">{terms.title}</h1>
      <p>Please read and accept our terms of use to continue to the portal.</p>
      <div className="portal-terms__text" tabIndex={0} aria-label="Terms of use text">
        {terms.sections.map((section) => (
          <section key={section.heading}>
            <h2>{section.heading}</h2>
            <p>{section.text}</p>
          </section>
        ))}
      </div>
      {error && <Alert tone="error">{error}</Alert>}
      <div className="portal-terms__actions">
        <Button onClick={accept} busy={busy}>
          I accept the terms of use
        </Button>
        <Button variant="ghost" onClick={() => void signOut()} disabled={busy}>
          Sign out
        </Button>
      </div>
    </section>
  );
}
