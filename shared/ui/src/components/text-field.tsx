import { forwardRef, type InputHTMLAttributes } from 'react';
import { describedBy, FieldMessages, useFieldIds } from './field-parts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
}

/** A labelled text input; browser autocomplete is off unless the caller asks for it (spec §5). */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, id, className, autoComplete = 'off', ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div className={`portal-field${error ? ' portal-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={ids.inputId} className="portal-field__label">
        {label}
      </label>
      <input
        ref={ref}
        id={ids.inputId}
        className="portal-input"
        autoComplete={autoComplete}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...rest}
      />
      <FieldMessages hint={hint} error={error} {...ids} />
    </div>
  );
});
