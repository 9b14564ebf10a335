import { Button, PinInput } from '@portal/ui';
import { PIN_LENGTH } from '@portal/contract';
import { useState, type FormEvent } from 'react';

interface Props {
  maskedCellNumber: string;
  busy: boolean;
  onSubmit: (pin: string) => void;
  onResend: () => void;
  onChangeNumber: () => void;
}

/** Step two: the 6 digit PIN sent by SMS (spec §5 Pin widget: required, at least 6, Enter submits). */
export function PinStep({ maskedCellNumber, busy, onSubmit, onResend, onChangeNumber }: Props) {
  const [pin, setPin] = useState('');
  const [error, setError] = useState<string>();

  const submit = (event?: FormEvent) => {
    event?.preventDefault();
    if (!pin) return setError('Please enter the PIN.');
    if (!/^\d+$/.test(pin) || pin.length < PIN_LENGTH) return setError(`The PIN must be ${PIN_LENGTH} digits.`);
    setError(undefined);
    onSubmit(pin);
  };

  return (
    <form onSubmit={submit} noValidate>
      <PinInput
        name="pin"
        cellNumber={maskedCellNumber}
        value={pin}
        error={error}
        onChange={(e) => setPin(e.target.value.replace(/\D/g, ''))}
        onEnter={() => submit()}
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
