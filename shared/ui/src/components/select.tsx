import { forwardRef, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldMessages, useFieldIds } from './field-parts';

export interface SelectOption {
  id: string | number;
  text: string;
}

export interface SelectProps extends SelectHTMLAttributes<HTMLSelectElement> {
  label: string;
  options: SelectOption[];
  error?: string;
  hint?: string;
}

/** spec §5 Select widget: a 'Please Select' first option whose value is empty. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, error, hint, id, className, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div className={`portal-field${error ? ' portal-field--invalid' : ''}${className ? ` ${className}` : ''}`}>
      <label htmlFor={ids.inputId} className="portal-field__label">
        {label}
      </label>
      <select
        ref={ref}
        id={ids.inputId}
        className="portal-input portal-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        {...rest}
      >
        <option value="">Please Select</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.text}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} error={error} {...ids} />
    </div>
  );
});
