/** Log paths and fields that must never be written (docs/security.md: no PIN, token, card or account number). */
const SECRET_FIELDS = ['pin', 'token', 'accessToken', 'userToken', 'otpCellNumberToken', 'contactToken', 'cardNumber', 'cvvNumber', 'accountNumber', 'idNumber', 'CARD_NUMBER', 'CVV', 'cvv'];

export const REDACT = [
  'req.headers["x-portal-authorization"]',
  'req.headers.authorization',
  'req.headers.cookie',
  ...SECRET_FIELDS,
  ...SECRET_FIELDS.map((f) => `*.${f}`),
  ...SECRET_FIELDS.map((f) => `*.*.${f}`),
];

/** 12 to 19 digits, each group set apart by at most one space or dash: a card number as people write it. */
const CARD_NUMBER = /\d(?:[ -]?\d){11,18}(?!\d)/g;

/**
 * Free text from a browser or an error may quote a token, a PIN or a card number: JWT-shaped strings, card numbers
 * written with or without spaces or dashes, and runs of 6+ digits are masked.
 */
export function scrubSecrets(text: string) {
  return text
    .replace(/eyJ[\w-]{4,}\.[\w-]*\.[\w-]*/g, '[token]')
    .replace(CARD_NUMBER, '[card]')
    .replace(/\d{6,}/g, '[digits]');
}

/** An error as the log writes it: its name, scrubbed message and stack, and its own plain fields (code, statusCode). */
function scrubbedError(error: Error): { type: string; message: string; stack: string; [key: string]: unknown } {
  if (typeof error !== 'object' || error === null) return error;
  const scrub = (value: unknown) => (typeof value === 'string' ? scrubSecrets(value) : value);
  const fields = Object.entries(error).filter(([, value]) => value === null || typeof value !== 'object');
  return { ...Object.fromEntries(fields.map(([key, value]) => [key, scrub(value)])), type: error.name, message: scrubSecrets(String(error.message)), stack: scrubSecrets(String(error.stack ?? '')) };
}

/** A path as logged: without its query, decoded (so %20 between a card's digits hides nothing) and scrubbed. */
function loggedPath(url: string) {
  const path = url.split('?')[0];
  let decoded = path;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A malformed escape is logged as sent.
  }
  return scrubSecrets(decoded);
}

/**
 * The server's standard output as the log writes it: the lines of one turn of the event loop go out in one write
 * rather than one write each (under load, a write per request was a fifth of a small request's cost). Nothing waits
 * longer than that turn, and what is pending when the process exits is written before it does.
 */
export function batchedStdout(out: Pick<NodeJS.WriteStream, 'write'> = process.stdout) {
  let pending = '';
  const flush = () => {
    if (pending === '') return;
    const text = pending;
    pending = '';
    out.write(text);
  };
  process.once('exit', flush);
  return {
    write(line: string) {
      if (pending === '') setImmediate(flush);
      pending += line;
      return true;
    },
  };
}

/** Pino options: redaction, scrubbed messages and errors, and request lines that carry the path without its query string (a URL may hold a token). */
export function loggerOptions(level = 'info', stream?: NodeJS.WritableStream) {
  return {
    level,
    redact: { paths: REDACT, censor: '[redacted]' },
    // A message is free text too: `log.error(err)` writes the error's message as the line's msg.
    hooks: {
      logMethod(this: unknown, args: unknown[], method: (...args: unknown[]) => void) {
        method.apply(this, args.map((arg) => (typeof arg === 'string' ? scrubSecrets(arg) : arg)));
      },
    },
    serializers: {
      req: (req: { method: string; url: string; id: string }) => ({ id: req.id, method: req.method, url: loggedPath(req.url) }),
      err: scrubbedError,
    },
    stream: stream ?? batchedStdout(),
  };
}
