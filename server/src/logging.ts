/** Log paths and fields that must never be written (docs/security.md: no PIN, token, card or account number). */
const SECRET_FIELDS = ['pin', 'token', 'accessToken', 'userToken', 'otpCellNumberToken', 'contactToken', 'cardNumber', 'cvvNumber', 'accountNumber', 'idNumber'];

export const REDACT = [
  'req.headers["x-portal-authorization"]',
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
  ...SECRET_FIELDS.map((f) => `*.*.${f}`),
];

/** Free text from a browser may quote a token or a PIN: JWT-shaped strings and runs of 6+ digits are masked. */
export function scrubSecrets(text: string) {
  return text.replace(/eyJ[\w-]{4,}\.[\w-]*\.[\w-]*/g, '[token]').replace(/\d{6,}/g, '[digits]');
}

/** Pino options: redaction, and request lines that carry the path without its query string (a URL may hold a token). */
export function loggerOptions(level = process.env.LOG_LEVEL ?? 'info', stream?: NodeJS.WritableStream) {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, url: req.url.split('?')[0] }),
    },
    ...(stream ? { stream } : {}),
  };
}
