import { normaliseCellNumber } from '@portal/contract';
import { Button, TextField } from '@portal/ui';
import { useForm } from 'react-hook-form';
import { cellNumberResolver, loadLoginSchemas } from '../lazy-login-resolvers';
import { useHydrated } from '../use-hydrated';

interface Props {
  busy: boolean;
  onSubmit: (cellNumber: string) => void;
}

/** Step one: the cell number, checked by the cellnumber rule of spec §5 (eagerly, once touched). */
export function CellNumberStep({ busy, onSubmit }: Props) {
  const hydrated = useHydrated();
  // No default value: the server sends this form already rendered, and what was typed before the scripts ran is kept.
  const {
    register,
    handleSubmit,
    clearErrors,
    formState: { errors },
  } = useForm<{ cellNumber: string }>({ mode: 'onTouched', resolver: cellNumberResolver });
  const field = register('cellNumber', { onChange: () => void loadLoginSchemas() });

  return (
    <form onSubmit={handleSubmit(({ cellNumber }) => onSubmit(normaliseCellNumber(cellNumber)))} noValidate>
      <TextField
        label="Cell number"
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="e.g. 082 123 4567"
        error={errors.cellNumber?.message}
        {...field}
        // Leaving the field empty is not yet a mistake: only a number typed is checked as the field is left.
        onBlur={(event) => (event.target.value ? field.onBlur(event) : clearErrors('cellNumber'))}
        autoFocus
      />
      <Button type="submit" busy={busy} disabled={!hydrated}>
        Send PIN
      </Button>
    </form>
  );
}
