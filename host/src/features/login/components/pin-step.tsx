import { Button, PinInput } from '@portal/ui';
import { useForm } from 'react-hook-form';
import { loadLoginSchemas, pinResolver } from '../lazy-login-resolvers';

interface Props {
  maskedCellNumber: string;
  busy: boolean;
  onSubmit: (pin: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** Step two: the 6 digit PIN sent by SMS (spec §5 Pin widget: required, at least 6, Enter submits). */
export function PinStep({ maskedCellNumber, busy, onSubmit, onResend, onChangeNumber }: Props) {
  // Checked when submitted, each time: a message stays until the next try.
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ pin: string }>({ mode: 'onSubmit', reValidateMode: 'onSubmit', resolver: pinResolver, defaultValues: { pin: '' } });
  const field = register('pin');
  const submit = handleSubmit(({ pin }) => onSubmit(pin));

  return (
    <form onSubmit={submit} noValidate>
      <PinInput
        cellNumber={maskedCellNumber}
        error={errors.pin?.message}
        {...field}
        onChange={(event) => {
          event.target.value = event.target.value.replace(/\D/g, '');
          void loadLoginSchemas();
          return field.onChange(event);
        }}
        onEnter={() => void submit()}
        autoFocus
      />
      <Button type="submit" busy={busy}>
        Sign in
      </Button>
      <div className="portal-login-links">
        <Button type="button" variant="ghost" onClick={onResend} disabled={busy}>
          Resend PIN
        </Button>
        <Button type="button" variant="ghost" onClick={onChangeNumber} disabled={busy}>
          Use a different number
        </Button>
      </div>
    </form>
  );
}
