import { PAYMENT_METHOD, type BillingSummary as Summary } from '@portal/contract';
import { Card, formatCurrency, formatDate, StatusBadge } from '@portal/ui';

const METHOD_NAMES: Record<number, string> = {
  [PAYMENT_METHOD.creditCard]: 'Credit card',
  [PAYMENT_METHOD.debitOrder]: 'Debit order',
  [PAYMENT_METHOD.cash]: 'Cash',
};

export function BillingSummary({ summary }: { summary: Summary }) {
  const { debitOrderDetailsBean: debit, creditCardDetailsBean: card } = summary.billingDetails;
  return (
    <div className="portal-grid">
      <Card title="Balance">
        <dl className="portal-details">
          <dt>Amount due</dt>
          <dd>{formatCurrency(summary.amountDue)}</dd>
          <dt>Due date</dt>
          <dd>{summary.dueDate ? formatDate(summary.dueDate) : 'Nothing due'}</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge status={summary.displayCurrentStatus} />
          </dd>
        </dl>
      </Card>
      <Card title="Payment method">
        <dl className="portal-details">
          <dt>Current method</dt>
          <dd>{METHOD_NAMES[summary.paymentMethodId]}</dd>
          {debit && (
            <>
              <dt>Bank account</dt>
              <dd>{debit.accountNumberObfuscated}</dd>
            </>
          )}
          {card && (
            <>
              <dt>Card</dt>
              <dd>{card.cardNumberObfuscated}</dd>
            </>
          )}
        </dl>
      </Card>
    </div>
  );
}
