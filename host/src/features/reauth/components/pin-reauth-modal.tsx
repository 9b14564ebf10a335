import { zodResolver } from '@hookform/resolvers/zod';
import { callAction, isActionError, normaliseCellNumber, readSession } from '@portal/contract';
import { Alert, Button, Modal, PinInput, TextField } from '@portal/ui';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { cellNumberForm, pinForm } from '../../login/login-schemas';

interface Props {
  onSuccess: (accessToken: string) => void;
  onCancel: () => void;
}

// The re-auth actions take the same cell number and PIN as signing in: the same rules, with the same messages.
const cellNumberResolver = zodResolver(cellNumberForm, undefined, { raw: true });
const pinResolver = zodResolver(pinForm, undefined, { raw: true });

const messageOf = (error: unknown) => (isActionError(error) || error instanceof Error ? error.message : String(error));

/**
 * spec §2 Re-auth pin ('Enter Pin'): a PIN goes to the cell number the person signed in with (asked
 * for when this browser does not know it); Resend Pin (spec §2) says 'Re-sent SMS sent to {cell number}.' and a
 * failed resend shows its error here; Submit renews the session.
 */
export function PinReauthModal({ onSuccess, onCancel }: Props) {
  const known = readSession()?.otpCellNumber;
  const [cellNumber, setCellNumber] = useState(known ?? '');
  const [masked, setMasked] = useState<string>();
  // Checked on each submit, as the login steps are.
  const cellForm = useForm<{ cellNumber: string }>({ mode: 'onSubmit', reValidateMode: 'onSubmit', resolver: cellNumberResolver, defaultValues: { cellNumber: '' } });
  const pinForm = useForm<{ pin: string }>({ mode: 'onSubmit', reValidateMode: 'onSubmit', resolver: pinResolver, defaultValues: { pin: '' } });
  const pinField = pinForm.register('pin');
  const [error, setError] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const sentOnOpen = useRef(false);

  const send = async (number: string, resend: boolean) => {
    setBusy(true);
    setError(undefined);
    setNotice(undefined);
    try {
      const sent = await callAction('login.reauth.RequestReAuthOtp', { cellNumber: number });
      setMasked(sent.cellNumber);
      setNotice(resend ? `Re-sent SMS sent to ${sent.cellNumber}.` : `We sent a PIN to ${sent.cellNumber}.`);
    } catch (e) {
      setError(messageOf(e));
    } finally {
      setBusy(false);
    }
  };

  useEffect(() => {
    if (known && !sentOnOpen.current) {
      sentOnOpen.current = true;
      void send(known, false);
    }
  }, [known]);

  const submitCell = cellForm.handleSubmit(({ cellNumber: typed }) => {
    setCellNumber(typed);
    void send(normaliseCellNumber(typed), false);
  });

  const submitPin = pinForm.handleSubmit(async ({ pin }) => {
    setBusy(true);
    setError(undefined);
    try {
      const { accessToken } = await callAction('login.reauth.VerifyReAuthOtp', { pin, contactAddress: normaliseCellNumber(cellNumber) });
      onSuccess(accessToken);
    } catch (e) {
      // spec §8: a failed PIN check reads 'Failed to verify pin: ' and the server's message, as on the login page.
      setError(`Failed to verify pin: ${messageOf(e)}`);
      setBusy(false);
    }
  });

  const pinSent = masked !== undefined;
  return (
    <Modal
      open
      title="Enter Pin"
      size="sm"
      onClose={busy ? undefined : onCancel}
      footer={
        pinSent ? (
          <>
            <Button variant="secondary" onClick={() => send(normaliseCellNumber(cellNumber), true)} disabled={busy}>
              Resend Pin
            </Button>
            <Button type="submit" form="reauth-pin-form" busy={busy}>
              Submit
            </Button>
          </>
        ) : (
          <Button
            type={known ? 'button' : 'submit'}
            form={known ? undefined : 'reauth-cell-form'}
            onClick={known ? () => void send(known, false) : undefined}
            busy={busy}
          >
            Send PIN
          </Button>
        )
      }
    >
      <p>For your security, please confirm it is you before we make this change.</p>
      {error && <Alert tone="error">{error}</Alert>}
      {notice && <Alert tone="success">{notice}</Alert>}
      {pinSent ? (
        <form id="reauth-pin-form" onSubmit={submitPin} noValidate>
          <PinInput
            cellNumber={masked}
            error={pinForm.formState.errors.pin?.message}
            {...pinField}
            onChange={(event) => {
              event.target.value = event.target.value.replace(/\D/g, '');
              return pinField.onChange(event);
            }}
            onEnter={() => void submitPin()}
            autoFocus
          />
        </form>
      ) : (
        !known && (
          <form id="reauth-cell-form" onSubmit={submitCell} noValidate>
            <TextField
              label="Cell number"
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              error={cellForm.formState.errors.cellNumber?.message}
              {...cellForm.register('cellNumber')}
              autoFocus
            />
          </form>
        )
      )}
    </Modal>
  );
}
