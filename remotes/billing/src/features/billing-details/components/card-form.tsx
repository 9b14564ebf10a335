import type { ActionOutput } from '@portal/contract';
import { Button, Select } from '@portal/ui';
import { useFormContext } from 'react-hook-form';
import { useCreditCardCollectionDayOptions } from '../../payment-options/api/get-credit-card-collection-day-options';
import { useMonthOfYearOptions } from '../../payment-options/api/get-month-of-year-options';
import { useYearOptions } from '../../payment-options/api/get-year-options';
import { OptionListsGate } from '../../payment-options/components/option-lists-gate';
import { optionText } from '../../payment-options/option-text';
import type { EditPaymentValues } from '../edit-payment-values';

type CardOnRecord = NonNullable<ActionOutput<'billing.GetBillingDetails'>['billingDetails']['creditCardDetailsBean']>;

export interface CardFormProps {
  onRecord: CardOnRecord | null;
  /** Opens the gateway's capture frame: the card number and CVV are typed there, never into the portal. */
  onCaptureCard: () => void;
}

/** spec §5 Card form, with the card itself captured by the payment gateway (PCI DSS SAQ A). */
export function CardForm({ onRecord, onCaptureCard }: CardFormProps) {
  const collectionDays = useCreditCardCollectionDayOptions();
  const months = useMonthOfYearOptions();
  const years = useYearOptions();
  const {
    register,
    formState: { errors },
  } = useFormContext<EditPaymentValues>();
  const expiry =
    onRecord &&
    `${optionText(months.data, onRecord.expiryDateMonthId) ?? onRecord.expiryDateMonthId} ${optionText(years.data, onRecord.expiryDateYearId) ?? onRecord.expiryDateYearId}`;
  return (
    <fieldset style={{ border: 0, margin: 0, padding: 0, minWidth: 0 }}>
      <legend className="portal-visually-hidden">Credit card details</legend>
      {onRecord ? (
        <>
          <h3 style={{ margin: '0 0 8px', fontSize: '1rem' }}>Card on record</h3>
          <dl className="portal-details" style={{ marginBottom: 12 }}>
            <dt>Card holder</dt>
            <dd>{onRecord.cardHolderObfuscated}</dd>
            <dt>Card number</dt>
            <dd>{onRecord.cardNumberObfuscated}</dd>
            <dt>Expiry date</dt>
            <dd>{expiry}</dd>
          </dl>
        </>
      ) : (
        <p>There is no card on record yet. Capture a card before you choose to pay by credit card.</p>
      )}
      <p className="portal-field__hint">
        Your card number and CVV are entered only on the payment gateway’s secure form, never in this portal.
      </p>
      <Button variant="secondary" onClick={onCaptureCard} style={{ margin: '8px 0 16px' }}>
        Capture new card
      </Button>
      <OptionListsGate queries={[collectionDays]}>
        <Select
          label="Collection day"
          options={collectionDays.data?.items ?? []}
          error={errors.card?.creditCollectionDayId?.message}
          {...register('card.creditCollectionDayId')}
        />
      </OptionListsGate>
    </fieldset>
  );
}
