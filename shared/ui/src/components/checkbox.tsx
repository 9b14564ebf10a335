import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldMessages, useFieldIds } from './field-parts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
}

export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox({ label, error, id, className, ...rest }, ref) {
  const ids = useFieldIds(id);
  return (
    <div className={`portal-field portal-checkbox${error ? ' portal-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <input
        ref={ref}
        id={ids.inputId}
        type="checkbox"
        className="portal-checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, undefined, error)}
        {...rest}
      />
      <label htmlFor={ids.inputId} className="portal-checkbox__label">
        {label}
      </label>
      <FieldMessages error={error} {...ids} />
    </div>
  );
});
