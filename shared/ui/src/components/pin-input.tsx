import { PIN_LENGTH } from '@portal/contract';
import { forwardRef, type InputHTMLAttributes } from 'react';
import { describedBy, FieldMessages, fieldClassName, useFieldIds } from './field-parts';

export interface PinInputProps extends Omit<InputHTMLAttributes<HTMLInputElement>, 'type'> {
  /** The (masked) number the SMS went to; without it the label says 'your cell number'. */
  cellNumber?: string;
  error?: string;
  /** spec §5: the Enter key also submits. */
  onEnter?: () => void;
}

export const pinLabel = (cellNumber?: string) =>
  `An SMS with a ${PIN_LENGTH} digit PIN was sent to ${cellNumber || 'your cell number'}`;

/** spec §5 Pin widget: placeholder 'Enter your 6 digit pin', numeric keyboard, one-time-code autofill, Enter submits. */
export const PinInput = forwardRef<HTMLInputElement, PinInputProps>(function PinInput(
  { cellNumber, error, onEnter, onKeyDown, id, className, 'aria-describedby': ownDescription, ...rest },
  ref,
) {
  const ids = useFieldIds(id);
  return (
    <div className={fieldClassName(error, className)}>
      <label htmlFor={ids.inputId} className="portal-field__label">
        {pinLabel(cellNumber)}
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
        aria-describedby={describedBy(ids, undefined, error, ownDescription)}
        onKeyDown={(event) => {
          onKeyDown?.(event);
          if (event.key === 'Enter' && onEnter && !event.defaultPrevented && !event.nativeEvent.isComposing) {
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
