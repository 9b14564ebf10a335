import { normaliseCellNumber } from '@portal/contract';
import { Button, TextField } from '@portal/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { cellNumberProblem, loadLoginSchemas } from '../lazy-login-checks';
import { useHydrated } from '../use-hydrated';

interface Props {
  busy: boolean;
  onSubmit: (cellNumber: string) => void;
}

/** Step one: the cell number, checked by the cellnumber rule of spec §5 (eagerly, once touched). */
export function CellNumberStep({ busy, onSubmit }: Props) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const [problem, setProblem] = useState<string>();
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  // The server sends this form already rendered: what was typed before the scripts ran is in the field, not the state.
  useEffect(() => {
    const typed = (form.current?.elements.namedItem('cellNumber') as HTMLInputElement | null)?.value;
    if (typed) setValue(typed);
  }, []);
  // Once touched, each change is checked again; the rule arrives with the first keystroke.
  useEffect(() => {
    if (!touched) return;
    let current = true;
    void cellNumberProblem(value).then((found) => current && setProblem(found));
    return () => {
      current = false;
    };
  }, [value, touched]);
  const error = touched ? problem : undefined;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!(await cellNumberProblem(value))) onSubmit(normaliseCellNumber(value));
  };

  return (
    <form ref={form} onSubmit={submit} noValidate>
      <TextField
        label="Cell number"
        name="cellNumber"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="e.g. 082 123 4567"
        value={value}
        error={error}
        onChange={(e) => {
          setValue(e.target.value);
          void loadLoginSchemas();
        }}
        onBlur={() => setTouched(value.length > 0)}
        autoFocus
      />
      <Button type="submit" busy={busy} disabled={!hydrated}>
        Send PIN
      </Button>
    </form>
  );
}
