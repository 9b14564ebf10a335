import { z } from 'zod';
import { accountListItem, cellNumber, empty, pin, token } from './common';

export const loginActions = {
  'login.otp.RequestOtp': {
    input: z.strictObject({ cellNumber }),
    /** The number the PIN was sent to, masked; identical for known and unknown numbers. */
    output: z.object({ cellNumber: z.string() }),
  },
  'login.otp.VerifyOtp': {
    input: z.strictObject({ cellNumber, pin }),
    output: z.object({ matchedAccounts: z.array(accountListItem), otpCellNumberToken: z.string() }),
  },
  'login.otp.SelectAccount': {
    input: z.strictObject({ userToken: token }),
    output: z.object({ accessToken: z.string() }),
  },
  'auth.ValidateSession': {
    input: empty,
    output: z.object({ authenticated: z.boolean() }),
  },
  'auth.SignOut': {
    input: empty,
    output: z.object({ signedOut: z.boolean() }),
  },
} as const;
