import { forwardRef, type InputHTMLAttributes } from 'react';
import { PIN_LENGTH } from '@portal/contract';
import { describedBy, FieldMessages, useFieldIds } from './field-parts';

export interface PinInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  cellNumber?: string;
  error?: string;
  /** spec §5: the Enter key also submits. */
  onEnter?: () => void;
}

/** spec §5 Pin widget: required, at least 6 characters, placeholder 'Enter your 6 digit pin'. */
export const PinInput = forwardRef<HTMLInputElement, PinInputProps>(function PinInput(
  { cellNumber, error, onEnter, onKeyDown, id, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div className={`portal-field${error ? ' portal-field--invalid' : ''}`}>
      <label htmlFor={ids.inputId} className="portal-field__label">
        {`An SMS with a ${PIN_LENGTH} digit pin was sent to ${cellNumber ?? 'your cell number'}`}
      </label>
      <input
        ref={ref}
        id={ids.inputId}
        className="portal-input portal-pin"
        type="text"
        inputMode="numeric"
        pattern="[0-9]*"
        maxLength={PIN_LENGTH}
        autoComplete="one-time-code"
        placeholder={`Enter your ${PIN_LENGTH} digit pin`}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, undefined, error)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'Enter' && onEnter && !event.defaultPrevented) {
            event.preventDefault();
            onEnter();
          }
        }}
        {...rest}
      />
      <FieldMessages error={error} {...ids} />
    </div>
  );
});
