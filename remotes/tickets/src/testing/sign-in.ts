import { saveAccessToken } from '@portal/contract';
import { act } from '@testing-library/react';

/** Test-only: an unsigned token with the given claims, as the session store reads it. */
export const tokenWith = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;

/** Test-only: stores a customer's token carrying these portal modules (clearSession() undoes it). */
export const signInWith = (portal_modules: string[]) =>
  act(() => void saveAccessToken(tokenWith({ sub: '1', role: 'customer', portal_modules, accountCode: 'ACC-1', personId: 1, masterAccountId: 1 })));
