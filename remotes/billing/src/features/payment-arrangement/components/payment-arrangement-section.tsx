import type { ActionOutput } from '@portal/contract';
import { Alert, Button, Card, ErrorState, LoadingState } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { usePaymentArrangement } from '../api/get-payment-arrangement';
import { ARRANGE_PARAM } from '../arrangement-param';
import { ArrangementDetails } from './arrangement-details';
import { ArrangementForm } from './arrangement-form';

type Answer = ActionOutput<'billing.arrangement.GetPaymentArrangement'>;
type Made = ActionOutput<'billing.arrangement.MakePaymentArrangement'>;

export const NOT_ELIGIBLE_TITLE = 'A payment arrangement is not available: ';

/**
 * Payments & Billing's payment arrangement: the running (or last) one and where it stands, and while the account is
 * overdue, Make a payment arrangement (or why it cannot). Nothing shows for an account with neither.
 */
export function PaymentArrangementSection() {
  const query = usePaymentArrangement();
  const [params, setParams] = useSearchParams();
  const [mode, setMode] = useState<'view' | 'form' | 'made'>(params.get(ARRANGE_PARAM) === 'now' ? 'form' : 'view');
  const [made, setMade] = useState<Made | null>(null);
  // The rules the form opened with: making the arrangement changes the answer (no longer eligible) while the form
  // still waits for its own success, so the form must not depend on the latest answer.
  const [opened, setOpened] = useState<Answer['eligibility'] | null>(null);
  const current = query.data?.eligibility;
  useEffect(() => {
    if (mode === 'form' && !opened && current?.eligible) setOpened(current);
  }, [mode, opened, current]);

  useEffect(() => {
    if (params.has(ARRANGE_PARAM)) {
      const next = new URLSearchParams(params);
      next.delete(ARRANGE_PARAM);
      setParams(next, { replace: true });
    }
  }, [params, setParams]);

  let body;
  if (query.data) {
    const shown = visible(query.data, mode);
    if (!shown) return null;
    body =
      mode === 'made' && made ? (
        <Confirmation made={made} onDone={() => setMode('view')} />
      ) : mode === 'form' && (opened ?? (query.data.eligibility.eligible ? query.data.eligibility : null)) ? (
        <ArrangementForm
          eligibility={opened ?? query.data.eligibility}
          onCancel={() => {
            setOpened(null);
            setMode('view');
          }}
          onMade={(answer) => {
            setMade(answer);
            setOpened(null);
            setMode('made');
          }}
        />
      ) : (
        <Standing answer={query.data} onStart={() => setMode('form')} />
      );
  } else if (query.isError && !query.isFetching) {
    body = <ErrorState title="We could not load your payment arrangement" message={query.error.message} onRetry={() => void query.refetch()} />;
  } else {
    body = <LoadingState label="Loading your payment arrangement…" />;
  }
  return (
    <div id="payment-arrangement">
      <Card title="Payment arrangement">{body}</Card>
    </div>
  );
}

/** Shown when there is an arrangement to show, something overdue to arrange, or the form or its confirmation is open. */
const visible = (answer: Answer, mode: string) => mode !== 'view' || answer.arrangement !== null || answer.eligibility.overdue > 0;

function Standing({ answer, onStart }: { answer: Answer; onStart: () => void }) {
  const { arrangement, eligibility } = answer;
  return (
    <>
      {arrangement && <ArrangementDetails arrangement={arrangement} />}
      {eligibility.eligible ? (
        <div style={{ marginTop: arrangement ? 16 : 0 }}>
          <p style={{ marginTop: 0 }}>Cannot pay the overdue balance all at once? Promise to pay it by a date, or in parts, and your services stay on while you keep to it.</p>
          <Button onClick={onStart}>Make a payment arrangement</Button>
        </div>
      ) : (
        eligibility.overdue > 0 &&
        arrangement?.status !== 'kept' && (
          <Alert tone="info">
            {NOT_ELIGIBLE_TITLE}
            {eligibility.reason}
          </Alert>
        )
      )}
    </>
  );
}

/** The confirmation screen: focused on arrival, so that a screen reader says it at once. */
function Confirmation({ made, onDone }: { made: Made; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <section aria-labelledby="arrangement-confirmed">
      <h3 id="arrangement-confirmed" ref={heading} tabIndex={-1} style={{ marginTop: 0 }}>
        Payment arrangement confirmed
      </h3>
      <Alert tone="success">{made.message}</Alert>
      <ArrangementDetails arrangement={made.arrangement} />
      <div style={{ marginTop: 16 }}>
        <Button variant="secondary" onClick={onDone}>
          Done
        </Button>
      </div>
    </section>
  );
}
