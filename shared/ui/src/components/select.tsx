import { forwardRef, type SelectHTMLAttributes } from 'react';
import { describedBy, FieldMessages, fieldClassName, useFieldIds } from './field-parts';

/** spec §3 Option list item. */
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

/** spec §5 Select widget: a 'Please Select' first option whose value is empty. Works with `register()` and controlled. */
export const Select = forwardRef<HTMLSelectElement, SelectProps>(function Select(
  { label, options, error, hint, id, className, 'aria-describedby': ownDescription, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div className={fieldClassName(error, className)}>
      <label htmlFor={ids.inputId} className="portal-field__label">
        {label}
      </label>
      <select
        ref={ref}
        id={ids.inputId}
        className="portal-input portal-select"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error, ownDescription)}
        {...rest}
      >
        <option value="">Please Select</option>
        {options.map((option) => (
          <option key={option.id} value={option.id}>
            {option.text}
          </option>
        ))}
      </select>
      <FieldMessages hint={hint} error={error} {...ids} />
    </div>
  );
});
