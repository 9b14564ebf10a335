import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldMessages, fieldClassName, useFieldIds } from './field-parts';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  error?: string;
  hint?: string;
  /**
   * Shown right after the input, on its line (the domain after a mailbox's local part). Left out of what a screen
   * reader reads: the label or hint must say it too.
   */
  suffix?: ReactNode;
}

/**
 * A labelled text input. Spreads native props onto the input and forwards the ref, so it works with
 * react-hook-form's `register()` as well as controlled. Browser autocomplete is off unless asked for (spec §5).
 */
export const TextField = forwardRef<HTMLInputElement, TextFieldProps>(function TextField(
  { label, error, hint, suffix, id, className, autoComplete = 'off', 'aria-describedby': ownDescription, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  const input = (
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
  );
  return (
    <div className={fieldClassName(error, className)}>
      <label htmlFor={ids.inputId} className="portal-field__label">
        {label}
      </label>
      {suffix === undefined ? (
        input
      ) : (
        <div className="portal-field__with-suffix">
          {input}
          <span className="portal-field__suffix" aria-hidden="true">
            {suffix}
          </span>
        </div>
      )}
      <FieldMessages hint={hint} error={error} {...ids} />
    </div>
  );
});
