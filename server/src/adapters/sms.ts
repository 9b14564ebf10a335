import { httpSmsAdapter, httpSmsSettingsFromEnv } from './http-sms';

/** Sends text messages: the demo adapter prints them and keeps an outbox; the http one posts them to an SMS gateway. */
export interface SmsAdapter {
  readonly kind: string;
  send(to: string, text: string): Promise<void>;
}

export interface OutboxMessage {
  to: string;
  text: string;
  sentAt: string;
}

const OUTBOX_SIZE = 1000;

/**
 * The demo: each text is printed on the server's console (printing the PIN there is the point)
 * and kept, oldest first, for GET /api/dev/outbox. It never goes through the request logger.
 */
export function demoSmsAdapter(print: (line: string) => void = (line) => process.stdout.write(line + '\n')) {
  const outbox: OutboxMessage[] = [];
  return {
    kind: 'demo' as const,
    outbox,
    async send(to: string, text: string) {
      outbox.push({ to, text, sentAt: new Date().toISOString() });
      if (outbox.length > OUTBOX_SIZE) outbox.shift();
      print(`[demo SMS to ${to}] ${text}`);
    },
  };
}

export type DemoSmsAdapter = ReturnType<typeof demoSmsAdapter>;

export const isDemoSmsAdapter = (adapter: SmsAdapter): adapter is DemoSmsAdapter =>
  adapter.kind === 'demo' && Array.isArray((adapter as Partial<DemoSmsAdapter>).outbox);

/** True for a HOST only this machine can reach: unset, localhost, 127.x.x.x or ::1. */
export function isLoopbackHost(host: string | undefined) {
  const h = host?.trim().toLowerCase() ?? '';
  return h === '' || h === 'localhost' || h === '::1' || h === '[::1]' || /^(::ffff:)?127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(h);
}

/**
 * Why others can reach this server, or null when only this machine can: a HOST that is not loopback, a proxy in front
 * (TRUST_PROXY), or a public address it is served at (PUBLIC_ORIGIN). Behind a proxy HOST is loopback, yet the demo
 * outbox would be one request away for anyone.
 */
export function reachableFromOutside(env: NodeJS.ProcessEnv): string | null {
  if (!isLoopbackHost(env.HOST)) return `HOST=${env.HOST} is not a loopback address`;
  if (env.TRUST_PROXY?.trim()) return `TRUST_PROXY=${env.TRUST_PROXY.trim()} puts a proxy in front of the server`;
  const origin = env.PUBLIC_ORIGIN?.trim();
  if (origin) {
    let host = origin;
    try {
      host = new URL(origin).hostname;
    } catch {
      // settings.ts says what is wrong with it; here any unreadable origin counts as reachable.
    }
    if (!isLoopbackHost(host)) return `PUBLIC_ORIGIN=${origin} is a public address`;
  }
  return null;
}

const BANNER_RULE = '!'.repeat(78);

/**
 * The warning to print when the demo adapter serves a HOST others can reach (SMS_ADAPTER=demo set on
 * purpose); null when there is nothing to warn about.
 */
export function demoSmsWarning(env: NodeJS.ProcessEnv = process.env): string | null {
  const name = env.SMS_ADAPTER?.trim() || undefined;
  const reachable = reachableFromOutside(env);
  if (name !== 'demo' || !reachable) return null;
  return [
    BANNER_RULE,
    '!!  DEMO SMS: every PIN is printed here and readable at /api/dev/outbox',
    '!!  by anyone who can reach this server.',
    `!!  ${reachable}, so anyone who can reach it can`,
    '!!  sign in to any account. For real customers set SMS_ADAPTER=http and',
    '!!  SMS_HTTP_URL (an SMS gateway) instead of SMS_ADAPTER=demo.',
    BANNER_RULE,
  ].join('\n');
}

/**
 * The adapter SMS_ADAPTER names: 'http' (an HTTP SMS gateway, see http-sms.ts) or 'demo'. Unset means
 * the demo only while HOST is a loopback address; on any other HOST the start stops, because the demo
 * shows every PIN. A wrong setting throws an Error naming the variable. An explicit demo on a reachable
 * HOST starts with the warning of demoSmsWarning written through `warn` (stderr).
 */
export function smsAdapterFromEnv(
  env: NodeJS.ProcessEnv = process.env,
  warn: (text: string) => void = (text) => process.stderr.write(text + '\n'),
): SmsAdapter {
  const name = env.SMS_ADAPTER?.trim() || undefined;
  if (name === 'http') return httpSmsAdapter(httpSmsSettingsFromEnv(env));
  if (name === undefined) {
    const reachable = reachableFromOutside(env);
    if (!reachable) return demoSmsAdapter();
    throw new Error(
      `SMS_ADAPTER is not set and ${reachable}: the demo adapter would show every PIN to anyone. ` +
        'Set SMS_ADAPTER=http (with SMS_HTTP_URL) or SMS_ADAPTER=demo to accept that.',
    );
  }
  if (name === 'demo') {
    const warning = demoSmsWarning(env);
    if (warning) warn(warning);
    return demoSmsAdapter();
  }
  throw new Error(`SMS_ADAPTER=${name.slice(0, 40)}: no such SMS adapter. Use 'http' (an HTTP SMS gateway, with SMS_HTTP_URL) or 'demo'.`);
}
