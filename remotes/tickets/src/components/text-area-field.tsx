import { forwardRef, useId, type TextareaHTMLAttributes } from 'react';

export interface TextAreaFieldProps extends TextareaHTMLAttributes<HTMLTextAreaElement> {
  label: string;
  error?: string;
  /** The counter's text, e.g. '12 of 4000 characters'. */
  counter?: string;
  /** The counter shows as an error (past the limit). */
  counterOver?: boolean;
  hint?: string;
}

/** A labelled textarea in the design system's field style, tied to its hint, counter and error; works with register(). */
export const TextAreaField = forwardRef<HTMLTextAreaElement, TextAreaFieldProps>(function TextAreaField(
  { label, error, counter, counterOver, hint, id, rows = 6, ...rest },
  ref,
) {
  const base = `tk-field-${useId().replace(/[^a-zA-Z0-9_-]/g, '')}`;
  const inputId = id ?? base;
  const described = [hint && `${inputId}-hint`, counter && `${inputId}-counter`, error && `${inputId}-error`].filter(Boolean).join(' ');
  return (
    <div className={`portal-field${error ? ' portal-field--invalid' : ''}`}>
      <label htmlFor={inputId} className="portal-field__label">
        {label}
      </label>
      <textarea
        ref={ref}
        id={inputId}
        rows={rows}
        className="portal-input tk-textarea"
        autoComplete="off"
        aria-invalid={error ? true : undefined}
        aria-describedby={described || undefined}
        {...rest}
      />
      {hint && (
        <p id={`${inputId}-hint`} className="portal-field__hint">
          {hint}
        </p>
      )}
      {counter && (
        <p id={`${inputId}-counter`} className={`portal-field__hint tk-counter${counterOver ? ' tk-counter--over' : ''}`}>
          {counter}
        </p>
      )}
      {error && (
        <p id={`${inputId}-error`} className="portal-field__error">
          {error}
        </p>
      )}
    </div>
  );
});

/** '12 of 120 characters', counting as the server does (trimmed). */
export const counterText = (value: string | undefined, max: number) => `${(value ?? '').trim().length} of ${max} characters`;
