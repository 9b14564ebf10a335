import { AccountSectionHeader, Alert, Button, Card, ErrorState, LoadingState } from '@portal/ui';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { AddToBillSection } from '../../add-to-bill/components/add-to-bill-section';
import { CardCaptureFrameModal } from '../../card-capture/components/card-capture-frame-modal';
import { InvoicesSection } from '../../invoices/components/invoices-section';
import { PaymentArrangementSection } from '../../payment-arrangement/components/payment-arrangement-section';
import { PaymentsSection } from '../../payments/components/payments-section';
import { useCreateBillingSupportTicket } from '../api/create-billing-support-ticket';
import { useBillingDetails } from '../api/get-billing-details';
import { collectionRulesQueryOptions } from '../api/get-collection-rules';
import { BillingSummary } from './billing-summary';
import { EditPaymentInfoModal } from './edit-payment-info-modal';
import { RequestAssistanceOutcome } from './request-assistance-outcome';

export const SAVED_MESSAGE = 'Your payment details were updated.';

/** spec §2 Payments & Billing: the payment method, balance, next collection, invoices, payments and receipts, payment editing and add-to-bill. */
export default function BillingDetailsPage() {
  const details = useBillingDetails();
  const queryClient = useQueryClient();
  // Shown inside the summary, but asked with it rather than after it.
  useEffect(() => void queryClient.prefetchQuery(collectionRulesQueryOptions()), [queryClient]);
  const [open, setOpen] = useState<'edit' | 'capture' | null>(null);
  const [saved, setSaved] = useState(false);
  const ticket = useCreateBillingSupportTicket();
  const [assistanceText, setAssistanceText] = useState('');

  const openEditor = () => {
    setSaved(false);
    setOpen('edit');
  };
  const requestAssistance = (description: string) => {
    setOpen(null);
    setAssistanceText(description);
    ticket.mutate(description);
  };

  return (
    <>
      <AccountSectionHeader />
      <Card
        title="Payments & Billing"
        actions={
          <Button variant="secondary" onClick={openEditor}>
            Edit Payment Info
          </Button>
        }
      >
        {saved && (
          <Alert tone="success" onClose={() => setSaved(false)}>
            {SAVED_MESSAGE}
          </Alert>
        )}
        <RequestAssistanceOutcome ticket={ticket} onRetry={() => ticket.mutate(assistanceText)} />
        {details.data ? (
          <BillingSummary summary={details.data} />
        ) : details.isError && !details.isFetching ? (
          <ErrorState title="We could not load your billing details" message={details.error.message} onRetry={() => void details.refetch()} />
        ) : (
          <LoadingState label="Loading your billing details…" />
        )}
      </Card>
      <PaymentArrangementSection />
      <InvoicesSection />
      <PaymentsSection />
      <AddToBillSection />
      {open === 'edit' && (
        <EditPaymentInfoModal
          summary={details.data}
          summaryLoading={details.isPending}
          onClose={() => setOpen(null)}
          onSaved={() => {
            setOpen(null);
            setSaved(true);
          }}
          onRequestAssistance={requestAssistance}
          onCaptureCard={() => setOpen('capture')}
        />
      )}
      {open === 'capture' && <CardCaptureFrameModal onClose={() => setOpen(null)} />}
    </>
  );
}
