import { Button, PinInput } from '@portal/ui';
import { useState, type FormEvent } from 'react';
import { loadLoginSchemas, pinProblem } from '../lazy-login-checks';

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

  const submit = async (event?: FormEvent) => {
    event?.preventDefault();
    const problem = await pinProblem(pin);
    setError(problem);
    if (!problem) onSubmit(pin);
  };

  return (
    <form onSubmit={submit} noValidate>
      <PinInput
        name="pin"
        cellNumber={maskedCellNumber}
        value={pin}
        error={error}
        onChange={(e) => {
          setPin(e.target.value.replace(/\D/g, ''));
          void loadLoginSchemas();
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
