import { zodResolver } from '@hookform/resolvers/zod';
import { catalogue, entered } from '@portal/contract/catalogue';

const verifyOtp = catalogue['login.otp.VerifyOtp'].input;

/** The cell number step checks what login.otp.RequestOtp checks, with its message; the typed text is what submits. */
export const cellNumberResolver = zodResolver(catalogue['login.otp.RequestOtp'].input, undefined, { raw: true });

/** The PIN step: asked for first when empty (spec §5 Pin widget: required), then login.otp.VerifyOtp's rule. */
export const pinResolver = zodResolver(verifyOtp.pick({ pin: true }).extend({ pin: entered('Please enter the PIN.', verifyOtp.shape.pin) }), undefined, {
  raw: true,
});
