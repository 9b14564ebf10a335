import { Button } from '@portal/ui';
import { useId, useRef, useState } from 'react';
import { formatCurrency } from '@portal/contract/format';
import type { Referrals } from '../api/get-referrals';

/** Phones (and some desktops) offer the system share sheet; elsewhere the Share button is left out. */
const canShare = () => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

const isAbort = (error: unknown) => error instanceof Error && error.name === 'AbortError';

/** The referral link with Copy link and Share, the reward per sign-up and the credit earned so far. */
export function ReferralLinkCard({ referrals }: { referrals: Referrals }) {
  const headingId = useId();
  const linkId = useId();
  const linkRef = useRef<HTMLInputElement>(null);
  const [status, setStatus] = useState('');
  const reward = formatCurrency(referrals.rewardPerSignUp);

  // Without a clipboard (or when the browser refuses), the link is selected so that it can be copied by hand.
  const selectLink = (message: string) => {
    linkRef.current?.focus();
    linkRef.current?.select();
    setStatus(message);
  };

  const copy = async () => {
    setStatus('');
    try {
      if (!navigator.clipboard?.writeText) throw new Error('No clipboard');
      await navigator.clipboard.writeText(referrals.link);
      setStatus('Link copied');
    } catch {
      selectLink('The link is selected: copy it with your device’s Copy command (Ctrl+C, or Cmd+C on a Mac).');
    }
  };

  const share = async () => {
    setStatus('');
    try {
      await navigator.share({ title: 'Sign up with my referral link', text: `Use my referral code ${referrals.code} when you sign up.`, url: referrals.link });
    } catch (error) {
      if (!isAbort(error)) selectLink('Sharing did not work here. The link is selected, so you can copy it instead.');
    }
  };

  return (
    <section className="portal-card" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title tk-section-title">
        Share your link
      </h2>
      <p className="rf-reward">
        You earn {reward} credit for every friend who signs up.
      </p>
      <div className="portal-field rf-link">
        <label htmlFor={linkId} className="portal-field__label">
          Your referral link
        </label>
        <input
          ref={linkRef}
          id={linkId}
          className="portal-input rf-link__input"
          readOnly
          value={referrals.link}
          onFocus={(event) => event.currentTarget.select()}
        />
      </div>
      <div className="tk-form__actions rf-link__actions">
        <Button onClick={() => void copy()}>Copy link</Button>
        {canShare() && (
          <Button variant="secondary" onClick={() => void share()}>
            Share
          </Button>
        )}
      </div>
      <p role="status" className="tk-sending rf-link__status">
        {status}
      </p>
      <dl className="portal-details rf-summary">
        <dt>Your referral code</dt>
        <dd className="rf-code">{referrals.code}</dd>
        <dt>Credit earned so far</dt>
        <dd>{formatCurrency(referrals.creditEarned)}</dd>
      </dl>
    </section>
  );
}
