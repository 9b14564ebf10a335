import { forwardRef, type InputHTMLAttributes, type ReactNode } from 'react';
import { describedBy, FieldMessages, fieldClassName, useFieldIds } from './field-parts';

export interface CheckboxProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  label: ReactNode;
  error?: string;
}

/** A checkbox with its label beside it (the label is part of the touch target). Works with `register()` and controlled. */
export const Checkbox = forwardRef<HTMLInputElement, CheckboxProps>(function Checkbox(
  { label, error, id, className, 'aria-describedby': ownDescription, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div className={fieldClassName(error, 'portal-checkbox', className)}>
      <input
        ref={ref}
        id={ids.inputId}
        type="checkbox"
        className="portal-checkbox__input"
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, undefined, error, ownDescription)}
        {...rest}
      />
      <label htmlFor={ids.inputId} className="portal-checkbox__label">
        {label}
      </label>
      <FieldMessages error={error} {...ids} />
    </div>
  );
});
