/** Test-only: an unsigned token with the given claims, as the session store reads it. */
export const tokenWith = (claims: object) =>
  `h.${btoa(JSON.stringify(claims)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')}.s`;
