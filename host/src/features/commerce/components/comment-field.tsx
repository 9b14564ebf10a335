import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';

export interface CommentFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
}

/** A labelled multi-line text box in the design system's field style (it has no textarea of its own yet). */
export const CommentField = forwardRef<HTMLTextAreaElement, CommentFieldProps>(function CommentField({ label, id, ...rest }, ref) {
  const generated = useId();
  const inputId = id ?? generated;
  return (
    <div className="portal-field">
      <label htmlFor={inputId} className="portal-field__label">
        {label}
      </label>
      <textarea ref={ref} id={inputId} className="portal-input" autoComplete="off" {...rest} />
    </div>
  );
});
