import { catalogue, entered } from '@portal/contract/catalogue';

const verifyOtp = catalogue['login.otp.VerifyOtp'].input;

/** The cell number as login.otp.RequestOtp checks it (and login.reauth.RequestReAuthOtp), with its message. */
export const cellNumberForm = catalogue['login.otp.RequestOtp'].input;

/** The PIN: asked for first when empty (spec §5 Pin widget: required), then login.otp.VerifyOtp's rule. */
export const pinForm = verifyOtp.pick({ pin: true }).extend({ pin: entered('Please enter the PIN.', verifyOtp.shape.pin) });

const problem = (result: { success: boolean; error?: { issues: { message: string }[] } }) => (result.success ? undefined : result.error?.issues[0]?.message);

export const cellNumberProblem = (cellNumber: string) => problem(cellNumberForm.safeParse({ cellNumber }));
export const pinProblem = (pin: string) => problem(pinForm.safeParse({ pin }));
