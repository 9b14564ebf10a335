import { useId } from 'react';

export interface FieldIds {
  inputId: string;
  hintId: string;
  errorId: string;
}

/** Ids that tie a control to its hint and error text; a caller's own id wins. */
export function useFieldIds(id?: string): FieldIds {
  const generated = useId();
  const base = id ?? `portal-field-${generated.replace(/[^a-zA-Z0-9_-]/g, '')}`;
  return { inputId: base, hintId: `${base}-hint`, errorId: `${base}-error` };
}

/** The aria-describedby value: the caller's ids, then the hint, then the error. */
export function describedBy(ids: FieldIds, hint?: string, error?: string, own?: string): string | undefined {
  return [own, hint ? ids.hintId : null, error ? ids.errorId : null].filter(Boolean).join(' ') || undefined;
}

export function fieldClassName(error: string | undefined, ...extra: (string | undefined | false)[]): string {
  return ['portal-field', error ? 'portal-field--invalid' : null, ...extra].filter(Boolean).join(' ');
}

export function FieldMessages({ hint, error, hintId, errorId }: { hint?: string; error?: string } & FieldIds) {
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
