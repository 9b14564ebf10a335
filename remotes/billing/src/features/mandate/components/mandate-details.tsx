import type { ActionOutput } from '@portal/contract';
import { formatDate } from '@portal/ui';
import { WrappingBadge } from '../../billing-details/components/wrapping-badge';

export type MandateView = ActionOutput<'billing.mandates.RenderDebitOrderMandate'>;

export const mandateStatusText = (mandate: MandateView) =>
  mandate.status === 'accepted' ? 'Accepted' : 'Awaiting your acceptance';

/** The mandate as rendered by the server: who, which account, whom it authorises (the provider's legal name), when, and its paragraphs. */
export function MandateDetails({ mandate }: { mandate: MandateView }) {
  return (
    <>
      <dl className="portal-details" style={{ marginBottom: 16 }}>
        <dt>Status</dt>
        <dd>
          <WrappingBadge status={mandateStatusText(mandate)} />
          {mandate.status === 'accepted' && mandate.acceptedAt && <> on {formatDate(mandate.acceptedAt)}</>}
        </dd>
        <dt>Customer</dt>
        <dd>{mandate.customerName}</dd>
        <dt>Account code</dt>
        <dd>{mandate.accountCode}</dd>
        <dt>Account holder</dt>
        <dd>{mandate.accountHolder}</dd>
        <dt>Bank</dt>
        <dd>{mandate.bankName}</dd>
        <dt>Account number</dt>
        <dd>{mandate.accountNumberObfuscated}</dd>
        <dt>Branch code</dt>
        <dd>{mandate.branchCode}</dd>
        <dt>Collection day</dt>
        <dd>{mandate.collectionDay}</dd>
        <dt>Authorised to debit</dt>
        <dd>
          {mandate.provider.legalName}
          <br />
          Registration number {mandate.provider.registrationNumber}, VAT number {mandate.provider.vatNumber}
          <br />
          {mandate.provider.address.join(', ')}
        </dd>
      </dl>
      <div aria-label="Mandate text" role="group">
        {mandate.paragraphs.map((paragraph, i) => (
          <p key={i}>{paragraph}</p>
        ))}
      </div>
    </>
  );
}
