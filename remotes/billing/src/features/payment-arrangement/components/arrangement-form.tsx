import { zodResolver } from '@hookform/resolvers/zod';
import { arrangementFormSchema, type ArrangementEligibility, type ArrangementFormValues } from '@portal/contract/catalogue';
import { centsToDecimal, toCents } from '@portal/contract/format';
import { Alert, Button, formatCurrency, formatDate, TextField } from '@portal/ui';
import { DateField } from '@portal/ui/date-field';
import { useMemo } from 'react';
import { useFieldArray, useForm, type Resolver } from 'react-hook-form';
import { newIdempotencyKey } from '../../pay-now/idempotency-key';
import { useMakePaymentArrangement } from '../api/make-payment-arrangement';

export const ARRANGEMENT_FAILED = 'Your arrangement was not made: ';

type Made = ReturnType<typeof useMakePaymentArrangement>['data'];

/**
 * The arrangement form: one date for everything, or up to the instance's most parts, each a date and an amount,
 * checked as billing.arrangement.MakePaymentArrangement checks them (the amounts add up to exactly the overdue balance).
 */
export function ArrangementForm({ eligibility, onMade, onCancel }: { eligibility: ArrangementEligibility; onMade: (made: NonNullable<Made>) => void; onCancel: () => void }) {
  const make = useMakePaymentArrangement();
  const resolver = useMemo(() => zodResolver(arrangementFormSchema(eligibility)) as unknown as Resolver<ArrangementFormValues>, [eligibility]);
  const {
    register,
    control,
    handleSubmit,
    watch,
    formState: { errors },
  } = useForm<ArrangementFormValues>({ resolver, defaultValues: { parts: [{ dueDate: '', amount: centsToDecimal(toCents(eligibility.overdue)) }] } });
  const { fields, append, remove } = useFieldArray({ control, name: 'parts' });
  const parts = watch('parts');
  // One key per set of parts: a retry of the same parts makes one arrangement; changed parts are a new request.
  const idempotencyKey = useMemo(newIdempotencyKey, [JSON.stringify(parts)]);
  const partsCents = parts.reduce((sum, p) => sum + (/^\d+(\.\d{1,2})?$/.test(p.amount.trim()) ? toCents(p.amount) : 0), 0);
  const leftCents = toCents(eligibility.overdue) - partsCents;

  const addPart = () => append({ dueDate: '', amount: leftCents > 0 ? centsToDecimal(leftCents) : '' }, { shouldFocus: true });
  const submit = handleSubmit((values) =>
    make.mutate(
      { parts: values.parts.map((p) => ({ dueDate: p.dueDate, amount: Number(p.amount) })), idempotencyKey },
      { onSuccess: onMade },
    ),
  );
  const listError = errors.parts?.root?.message ?? errors.parts?.message;
  const single = fields.length === 1;

  return (
    <form onSubmit={submit} noValidate aria-label="Make a payment arrangement">
      <p style={{ marginTop: 0 }}>
        Promise to pay your overdue balance of <strong>{formatCurrency(eligibility.overdue)}</strong> by one date, or in up to {eligibility.maxParts} parts, the
        last by {formatDate(eligibility.latestDate)}. While you pay each part by its date, your services are not suspended for this balance.
      </p>
      {make.isError && (
        <Alert tone="error" onClose={() => make.reset()}>
          {ARRANGEMENT_FAILED}
          {make.error.message}
        </Alert>
      )}
      {fields.map((field, i) => (
        <fieldset key={field.id} style={{ border: 0, padding: 0, margin: '0 0 12px' }}>
          <legend style={{ fontWeight: 600, marginBottom: 4 }}>{single ? 'Pay everything by' : `Part ${i + 1}`}</legend>
          <div style={{ display: 'flex', flexWrap: 'wrap', gap: 12, alignItems: 'flex-start' }}>
            <DateField
              label={single ? 'Date' : `Date of part ${i + 1}`}
              min={eligibility.earliestDate}
              max={eligibility.latestDate}
              today={eligibility.earliestDate}
              error={errors.parts?.[i]?.dueDate?.message}
              {...register(`parts.${i}.dueDate`)}
            />
            <TextField
              label={single ? 'Amount (R)' : `Amount of part ${i + 1} (R)`}
              inputMode="decimal"
              error={errors.parts?.[i]?.amount?.message}
              {...register(`parts.${i}.amount`)}
            />
            {!single && (
              <Button type="button" variant="secondary" onClick={() => remove(i)} aria-label={`Remove part ${i + 1}`} style={{ alignSelf: 'flex-end' }}>
                Remove
              </Button>
            )}
          </div>
        </fieldset>
      ))}
      <p aria-live="polite" style={{ margin: '0 0 12px' }}>
        The parts add up to {formatCurrency(partsCents / 100)} of {formatCurrency(eligibility.overdue)}
        {leftCents > 0 ? `: ${formatCurrency(leftCents / 100)} still to place.` : leftCents < 0 ? `: ${formatCurrency(-leftCents / 100)} too much.` : '.'}
      </p>
      {listError && (
        <p className="portal-field__error" role="alert">
          {listError}
        </p>
      )}
      <div style={{ display: 'flex', flexWrap: 'wrap', gap: 8 }}>
        {fields.length < eligibility.maxParts && (
          <Button type="button" variant="secondary" onClick={addPart}>
            Add a part
          </Button>
        )}
        <Button type="submit" busy={make.isPending}>
          Confirm arrangement
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
}

