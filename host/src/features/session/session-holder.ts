import { decodeClaims } from '@portal/contract';

/**
 * Whose session a token is: the person and the account. A re-authentication of the same person on the same account
 * keeps it; a sign-in of someone else, or a switch to another account, changes it. '' without a (readable) token.
 */
export const sessionHolder = (token: string | null) => {
  const claims = decodeClaims(token);
  return claims ? `${claims.personId}:${claims.accountCode}` : '';
};
