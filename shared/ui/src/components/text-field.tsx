import { forwardRef, type InputHTMLAttributes } from 'react';
import { describedBy, FieldMessages, fieldClassName, useFieldIds } from './field-parts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/**
 * A labelled text input. Spreads native props onto the input and forwards the ref, so it works with
 * react-hook-form's `register()` as well as controlled. Browser autocomplete is off unless asked for (spec §5).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, autoComplete = 'off', 'aria-describedby': ownDescription, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div className={fieldClassName(error, className)}>
      <label htmlFor={ids.inputId} className="portal-field__label">
        {label}
      </label>
      <input
        ref={ref}
        id={ids.inputId}
        type="text"
        className="portal-input"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, ownDescription)}
        {...rest}
      />
      <FieldMessages hint={hint} error={error} {...ids} />
    </div>
  );
});
