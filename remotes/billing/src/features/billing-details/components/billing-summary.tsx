import { paths, PAYMENT_METHOD, type BillingSummary as Summary } from '@portal/contract';
import { Alert, formatCurrency, formatDate, StatusBadge } from '@portal/ui';
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { PayNowButton } from '../../pay-now/components/pay-now-button';
import { RegisterCardButton } from '../../pay-now/components/register-card-button';
import { balanceText } from '../balance-text';
import { CollectionRules } from './collection-rules';
import { WrappingBadge } from './wrapping-badge';

/** spec §4: credit card = 1, debit order = 2, cash = 3. */
const METHOD_NAMES: Record<number, string> = {
  [PAYMENT_METHOD.creditCard]: 'Credit card',
  [PAYMENT_METHOD.debitOrder]: 'Debit order',
  [PAYMENT_METHOD.cash]: 'Cash',
};

const NO_WRAP = { whiteSpace: 'nowrap' } as const;

/** One titled group of label/value pairs; an h3 under the 'Payments & Billing' h2. */
function DetailGroup({ title, children, after }: { title: string; children?: ReactNode; after?: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h3 id={id} style={{ margin: '0 0 8px', fontSize: '1rem' }}>
        {title}
      </h3>
      {children && <dl className="portal-details">{children}</dl>}
      {after}
    </section>
  );
}

const ACTIONS = { display: 'flex', flexWrap: 'wrap', gap: 8, marginTop: 12 } as const;

export function BillingSummary({ summary }: { summary: Summary }) {
  const { debitOrderDetailsBean: debit, creditCardDetailsBean: card } = summary.billingDetails;
  return (
    <>
      {summary.overdue && (
        <Alert tone="warning">
          Your account is overdue.
          {summary.amountDue > 0 && (
            <>
              {' '}Amount due: <span style={NO_WRAP}>{formatCurrency(summary.amountDue)}</span>
              {summary.dueDate && (
                <>
                  {' '}(due <span style={NO_WRAP}>{formatDate(summary.dueDate)}</span>)
                </>
              )}
              .
            </>
          )}
        </Alert>
      )}
      <div className="portal-grid">
        <DetailGroup
          title="Payment method"
          after={
            summary.paymentMethodId === PAYMENT_METHOD.debitOrder ? (
              <p style={{ margin: '12px 0 0' }}>
                <Link to={paths.debitOrderMandate}>
                  {summary.debitOrder.mandate === 'accepted' ? 'View your debit order mandate' : 'Review and accept your debit order mandate'}
                </Link>
              </p>
            ) : (
              <div style={ACTIONS}>
                <RegisterCardButton />
              </div>
            )
          }
        >
          <dt>Current method</dt>
          <dd>{METHOD_NAMES[summary.paymentMethodId] ?? 'Not set'}</dd>
          {debit && (
            <>
              <dt>Bank</dt>
              <dd>{debit.bankName}</dd>
              <dt>Account holder</dt>
              <dd>{debit.accountHolder}</dd>
              <dt>Account number</dt>
              <dd>{debit.accountNumberObfuscated}</dd>
              {summary.debitOrder.state !== 'not-used' && (
                <>
                  <dt>Debit order</dt>
                  <dd>
                    <WrappingBadge status={summary.debitOrder.stateText} />
                  </dd>
                  <dt>Mandate</dt>
                  <dd>{summary.debitOrder.mandate === 'accepted' ? 'Accepted' : 'Awaiting your acceptance'}</dd>
                </>
              )}
            </>
          )}
          {card && (
            <>
              <dt>Card holder</dt>
              <dd>{card.cardHolderObfuscated}</dd>
              <dt>Card number</dt>
              <dd>{card.cardNumberObfuscated}</dd>
            </>
          )}
          <dt>Account status</dt>
          <dd>
            <StatusBadge status={summary.displayCurrentStatus} />
          </dd>
        </DetailGroup>
        <DetailGroup
          title="Balance"
          after={
            <div style={ACTIONS}>
              <PayNowButton />
            </div>
          }
        >
          <dt>Balance</dt>
          <dd>{balanceText(summary.balance)}</dd>
          <dt>Amount due</dt>
          <dd>{formatCurrency(summary.amountDue)}</dd>
          <dt>Due date</dt>
          <dd>{summary.dueDate ? formatDate(summary.dueDate) : 'Nothing due'}</dd>
          <dt>Overdue</dt>
          <dd>{summary.overdue ? <StatusBadge status="Overdue" /> : 'No'}</dd>
        </DetailGroup>
        <DetailGroup title="Next collection" after={<CollectionRules />} />
      </div>
    </>
  );
}
