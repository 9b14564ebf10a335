import { normaliseCellNumber } from '@portal/contract';
import { Button, TextField, validators } from '@portal/ui';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useHydrated } from '../use-hydrated';

interface Props {
  busy: boolean;
  onSubmit: (cellNumber: string) => void;
}

/** Step one: the cell number, checked by the cellnumber rule of spec §5 (eagerly, once touched). */
export function CellNumberStep({ busy, onSubmit }: Props) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const form = useRef<HTMLFormElement>(null);
  const hydrated = useHydrated();
  // The server sends this form already rendered: what was typed before the scripts ran is in the field, not the state.
  useEffect(() => {
    const typed = (form.current?.elements.namedItem('cellNumber') as HTMLInputElement | null)?.value;
    if (typed) setValue(typed);
  }, []);
  const verdict = validators.cellnumber(value, 'cell number');
  const error = touched && verdict !== true ? verdict : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (verdict === true) onSubmit(normaliseCellNumber(value));
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
        onChange={(e) => setValue(e.target.value)}
        onBlur={() => setTouched(value.length > 0)}
        autoFocus
      />
      <Button type="submit" busy={busy} disabled={!hydrated}>
        Send PIN
      </Button>
    </form>
  );
}
