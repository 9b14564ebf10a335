import { useId } from 'react';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { RETURN_METHODS } from '../cancellation-form-values';

export interface ReturnMethodFieldProps {
  /** The hardware item, e.g. 'Fibre router (Huawei HG8145)'. */
  description: string;
  registration: UseFormRegisterReturn;
  error?: string;
}

/** How one hardware item comes back: a labelled radio group (the design system has no radios yet). */
export function ReturnMethodField({ description, registration, error }: ReturnMethodFieldProps) {
  const errorId = useId();
  return (
    <fieldset role="radiogroup" className={error ? 'portal-field portal-field--invalid' : 'portal-field'}>
      <legend>{description}</legend>
      {RETURN_METHODS.map((method) => (
        <label key={method.value} className="portal-radio">
          <input
            type="radio"
            value={method.value}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? errorId : undefined}
            {...registration}
          />
          <span>{method.label}</span>
        </label>
      ))}
      {error && (
        <p id={errorId} className="portal-field__error">
          {error}
        </p>
      )}
    </fieldset>
  );
}
