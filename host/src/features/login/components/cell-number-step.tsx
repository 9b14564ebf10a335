import { normaliseCellNumber } from '@portal/contract';
import { Button, TextField, validators } from '@portal/ui';
import { useState, type FormEvent } from 'react';

interface Props {
  busy: boolean;
  onSubmit: (cellNumber: string) => void;
}

/** Step one: the cell number, checked by the cellnumber rule of spec §5 (eagerly, once touched). */
export function CellNumberStep({ busy, onSubmit }: Props) {
  const [value, setValue] = useState('');
  const [touched, setTouched] = useState(false);
  const verdict = validators.cellnumber(value, 'cell number');
  const error = touched && verdict !== true ? verdict : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (verdict === true) onSubmit(normaliseCellNumber(value));
  };

  return (
    <form onSubmit={submit} noValidate>
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
      <Button type="submit" busy={busy}>
        Send PIN
      </Button>
    </form>
  );
}
