import { messageForPeople } from '@portal/contract';
import { Alert, Button } from '@portal/ui';
import { useEffect, useId, useRef } from 'react';
import { useConfirmSubscription, useUnsubscribe } from '../api/status-actions';

/**
 * What a message's link opens: one press confirms or unsubscribes. A press, not the opening itself, so that a mail
 * scanner following the link changes nothing.
 */
export function LinkPanel({ kind, token }: { kind: 'confirm' | 'unsubscribe'; token: string }) {
  const headingId = useId();
  const doneRef = useRef<HTMLParagraphElement>(null);
  const confirm = useConfirmSubscription();
  const unsubscribe = useUnsubscribe();
  const action = kind === 'confirm' ? confirm : unsubscribe;
  useEffect(() => {
    if (action.isSuccess) doneRef.current?.focus();
  }, [action.isSuccess]);

  const done = confirm.data
    ? `You are subscribed: we will tell you of outages in ${confirm.data.area} by ${confirm.data.channel === 'sms' ? 'SMS' : 'e-mail'}.`
    : unsubscribe.data?.message;
  return (
    <section className="portal-card st-link" aria-labelledby={headingId}>
      <h2 id={headingId} className="portal-card__title">
        {kind === 'confirm' ? 'Confirm your subscription' : 'Stop outage news'}
      </h2>
      {done ? (
        <p role="status" ref={doneRef} tabIndex={-1} className="st-link__done">
          {done}
        </p>
      ) : (
        <>
          {action.isError && <Alert tone="error">{messageForPeople(action.error)}</Alert>}
          <p className="st-muted">
            {kind === 'confirm' ? 'Press the button to start getting outage news for your area.' : 'Press the button and we will send you no more outage news from this subscription.'}
          </p>
          <Button busy={action.isPending} variant={kind === 'confirm' ? 'primary' : 'danger'} onClick={() => action.mutate(token)}>
            {kind === 'confirm' ? 'Confirm my subscription' : 'Unsubscribe'}
          </Button>
        </>
      )}
    </section>
  );
}
