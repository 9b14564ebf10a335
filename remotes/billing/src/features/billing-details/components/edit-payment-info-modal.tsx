import { PAYMENT_METHOD, type BillingSummary } from '@portal/contract';
import { Roles, useRoleAllowed } from '@portal/ui/access';
import { Alert, Button, ErrorState, LoadingState, Modal } from '@portal/ui';
import { useId } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { useAppConfiguration } from '../api/get-app-configuration';
import { useUpdateBillingDetails } from '../api/update-billing-details';
import { editPaymentResolver } from '../edit-payment-schema';
import { buildUpdateInput, editPaymentDefaults, type EditPaymentValues } from '../edit-payment-values';
import { CardForm } from './card-form';
import { DebitOrderForm } from './debit-order-form';
import { PaymentMethodChoice } from './payment-method-choice';

export const NO_ACCOUNT_MESSAGE = 'No payment account to edit';
export const UPDATE_FAILED_PREFIX = 'Failed to update payment details: ';
const NOT_UPDATED_MESSAGE = 'Your payment details were not changed.';
const CUSTOMER_ONLY_NOTE = 'Only the customer can save changes to payment details or request assistance.';

export interface EditPaymentInfoModalProps {
  /** The payment account, or undefined when billing details could not be loaded. */
  summary: BillingSummary | undefined;
  summaryLoading: boolean;
  onClose: () => void;
  /** Saved (isUpdated): the page closes the modal and says so. */
  onSaved: () => void;
  /** spec §8: closes the modal and raises a billing support ticket with this description. */
  onRequestAssistance: (description: string) => void;
  onCaptureCard: () => void;
}

/** spec §2 Global modals: Edit Payment Info; spec §4 Payment editing. */
export function EditPaymentInfoModal(props: EditPaymentInfoModalProps) {
  const { summary, summaryLoading, onClose } = props;
  if (!summary) {
    return (
      <Modal open title="Edit Payment Info" onClose={onClose} footer={<Button variant="secondary" onClick={onClose}>Close</Button>}>
        {summaryLoading ? <LoadingState label="Loading your billing details…" /> : <Alert tone="error">{NO_ACCOUNT_MESSAGE}</Alert>}
      </Modal>
    );
  }
  return <EditPaymentForm {...props} summary={summary} />;
}

function EditPaymentForm({ summary, onClose, onSaved, onRequestAssistance, onCaptureCard }: EditPaymentInfoModalProps & { summary: BillingSummary }) {
  const formId = useId();
  // spec §6: Save Changes and Request Assistance are for the customer role; the server refuses resellers too.
  const isCustomer = useRoleAllowed(['customer']);
  const appConfig = useAppConfiguration();
  const update = useUpdateBillingDetails();
  const alternateProvider = appConfig.data?.alternateDebitCollectionProvider ?? false;
  const onRecord = summary.billingDetails.debitOrderDetailsBean;
  const form = useForm<EditPaymentValues>({
    mode: 'onTouched',
    defaultValues: editPaymentDefaults(summary),
    resolver: editPaymentResolver({
      numberOnRecord: !!onRecord?.accountNumberObfuscated,
      // Like the account number, an ID on record stays when left blank, as long as its type is unchanged.
      idOnRecordTypeId: onRecord?.idNumber ? onRecord.idNumberTypeId : null,
      alternateProvider,
    }),
  });
  const method = form.watch('paymentMethodId');

  const failure = update.error
    ? UPDATE_FAILED_PREFIX + update.error.message
    : update.data && !update.data.isUpdated
      ? UPDATE_FAILED_PREFIX + NOT_UPDATED_MESSAGE
      : null;

  const save = form.handleSubmit((values) =>
    update.mutate(buildUpdateInput(values), { onSuccess: ({ isUpdated }) => isUpdated && onSaved() }),
  );

  const requestAssistance = () => {
    const methodName = method === String(PAYMENT_METHOD.creditCard) ? 'credit card' : 'debit order';
    onRequestAssistance(`I need help changing my payment method to ${methodName} in the portal. It said: ${failure}`);
  };

  let body;
  if (appConfig.isError && !appConfig.isFetching) {
    body = <ErrorState title="We could not load the payment settings" message={appConfig.error.message} onRetry={() => void appConfig.refetch()} />;
  } else if (!appConfig.data) {
    body = <LoadingState label="Loading the payment options…" />;
  } else {
    body = (
      <FormProvider {...form}>
        <form id={formId} noValidate onSubmit={save} aria-label="Edit Payment Info">
          <PaymentMethodChoice currentMethodId={summary.paymentMethodId} />
          {method === String(PAYMENT_METHOD.debitOrder) && (
            <DebitOrderForm
              onRecord={summary.billingDetails.debitOrderDetailsBean}
              customerName={summary.customerName}
              alternateProvider={alternateProvider}
            />
          )}
          {method === String(PAYMENT_METHOD.creditCard) && (
            <CardForm onRecord={summary.billingDetails.creditCardDetailsBean} onCaptureCard={onCaptureCard} />
          )}
        </form>
      </FormProvider>
    );
  }

  return (
    <Modal
      open
      size="lg"
      title="Edit Payment Info"
      onClose={onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Roles allow={['customer']}>
            <Button type="submit" form={formId} busy={update.isPending} disabled={!appConfig.data}>
              Save Changes
            </Button>
          </Roles>
        </>
      }
    >
      {body}
      {failure && (
        <Alert tone="error">
          <p style={{ margin: 0 }}>{failure}</p>
          <Roles allow={['customer']}>
            <Button variant="secondary" onClick={requestAssistance} style={{ marginTop: 8 }}>
              Request Assistance
            </Button>
          </Roles>
        </Alert>
      )}
      {!isCustomer && <p className="portal-field__hint">{CUSTOMER_ONLY_NOTE}</p>}
    </Modal>
  );
}
