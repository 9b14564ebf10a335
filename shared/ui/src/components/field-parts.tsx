import { useId } from 'react';

/** Ids that tie a control to its hint and error text (aria-describedby). */
export function useFieldIds(id?: string) {
  const generated = useId();
  const base = id ?? `field-${generated.replace(/:/g, '')}`;
  return { inputId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

export function describedBy(ids: { hintId: string; errorId: string }, hint?: string, error?: string) {
  return [hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
}

export function FieldMessages({ hint, error, hintId, errorId }: { hint?: string; error?: string; hintId: string; errorId: string }) {
  return (
    <>
      {hint && (
        <p id={hintId} className="portal-field__hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="portal-field__error">
          {error}
        </p>
      )}
    </>
  );
}
