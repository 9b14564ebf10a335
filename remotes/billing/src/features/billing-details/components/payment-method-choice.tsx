import { PAYMENT_METHOD } from '@portal/contract';
import { useId } from 'react';
import { useFormContext } from 'react-hook-form';
import type { EditPaymentValues } from '../edit-payment-values';

const CHOOSABLE = [
  { id: PAYMENT_METHOD.creditCard, label: 'Credit card' },
  { id: PAYMENT_METHOD.debitOrder, label: 'Debit order' },
] as const;


/** spec §4: the current method is selected; cash is shown as current but cannot be chosen. */
export function PaymentMethodChoice({ currentMethodId }: { currentMethodId: number }) {
  const id = useId();
  const {
    register,
    watch,
    formState: { errors },
  } = useFormContext<EditPaymentValues>();
  const chosen = watch('paymentMethodId');
  const error = errors.paymentMethodId?.message;
  const paysCash = currentMethodId === PAYMENT_METHOD.cash;
  return (
    <fieldset
      style={{ border: 0, margin: '0 0 16px', padding: 0, minWidth: 0 }}
      aria-describedby={[paysCash ? `${id}-cash` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined}
    >
      <legend className="portal-field__label" style={{ padding: 0, marginBottom: 4 }}>
        Payment method
      </legend>
      {CHOOSABLE.map((method) => (
        <div key={method.id} className="portal-field portal-checkbox">
          <input
            id={`${id}-${method.id}`}
            type="radio"
            value={String(method.id)}
            className="portal-checkbox__input"
            aria-invalid={error ? true : undefined}
            {...register('paymentMethodId')}
          />
          <label htmlFor={`${id}-${method.id}`} className="portal-checkbox__label">
            {method.label}
            {method.id === currentMethodId && ' (current)'}
          </label>
        </div>
      ))}
      <div className="portal-field portal-checkbox">
        <input
          id={`${id}-3`}
          type="radio"
          className="portal-checkbox__input"
          checked={chosen === String(PAYMENT_METHOD.cash)}
          disabled
          readOnly
        />
        <label htmlFor={`${id}-3`} className="portal-checkbox__label">
          Cash{paysCash && ' (current)'}
        </label>
      </div>
      {paysCash && (
        <p id={`${id}-cash`} className="portal-field__hint">
          You pay by cash now. Cash cannot be chosen here: choose a credit card or a debit order to change how you pay.
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="portal-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
