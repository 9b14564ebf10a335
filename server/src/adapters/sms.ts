import { httpSmsAdapter, httpSmsSettingsFromEnv, type HttpSmsSettings } from './http-sms';
import { smppSmsAdapter } from './smpp-sms';
import { smppSettingsFromEnv, type SmppSettings } from './smpp-settings';

/**
 * Sends text messages: the demo adapter prints them and keeps an outbox; the http one posts them to an SMS gateway;
 * the smpp one submits them to an SMS centre (smpp-sms.ts).
 */
export interface SmsAdapter {
  readonly kind: string;
  /** Resolves once the gateway took the text, with its message id when it gives one (a delivery receipt names it). */
  send(to: string, text: string): Promise<void | { messageId: string }>;
  /** Called once by the server with its log and where to record texts and their receipts; a connection may open now. */
  start?(deps: SmsAdapterDeps): void;
  /** Called when the server closes, after the waiting texts were sent. */
  close?(): Promise<void>;
}

export interface SmsLog {
  info(details: object, message: string): void;
  warn(details: object, message: string): void;
  error(details: object, message: string): void;
}

/** Where the texts an SMS centre took, and their delivery receipts, are recorded (sms-message-log.ts). */
export interface SmsMessageLog {
  submitted(message: { adapter: string; messageId: string; destination: string; at: Date }): Promise<void>;
  receipt(receipt: { adapter: string; messageId: string; status: string; errorCode: string | null; at: Date }): Promise<void>;
}

export interface SmsAdapterDeps {
  log: SmsLog;
  messages: SmsMessageLog;
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
export function demoSmsWarning(env: NodeJS.ProcessEnv): string | null {
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

/** Which adapter sends PINs, read from SMS_ADAPTER and SMS_HTTP_* (settings.ts holds it as `sms`). */
export type SmsSettings =
  | { adapter: 'http'; http: HttpSmsSettings }
  | { adapter: 'smpp'; smpp: SmppSettings }
  | { adapter: 'demo'; warning: string | null };

/**
 * The adapter SMS_ADAPTER names: 'http' (an HTTP SMS gateway, see http-sms.ts), 'smpp' (an SMS centre, smpp-sms.ts) or 'demo'. Unset means
 * the demo only while HOST is a loopback address; on any other HOST the start stops, because the demo
 * shows every PIN. A wrong setting throws an Error naming the variable. An explicit demo on a reachable
 * HOST carries the warning of demoSmsWarning.
 */
export function smsSettingsFromEnv(env: NodeJS.ProcessEnv): SmsSettings {
  const name = env.SMS_ADAPTER?.trim() || undefined;
  if (name === 'http') return { adapter: 'http', http: httpSmsSettingsFromEnv(env) };
  if (name === 'smpp') return { adapter: 'smpp', smpp: smppSettingsFromEnv(env) };
  if (name === undefined) {
    const reachable = reachableFromOutside(env);
    if (!reachable) return { adapter: 'demo', warning: null };
    throw new Error(
      `SMS_ADAPTER is not set and ${reachable}: the demo adapter would show every PIN to anyone. ` +
        'Set SMS_ADAPTER=http (with SMS_HTTP_URL), SMS_ADAPTER=smpp (with SMPP_URL) or SMS_ADAPTER=demo to accept that.',
    );
  }
  if (name === 'demo') return { adapter: 'demo', warning: demoSmsWarning(env) };
  throw new Error(`SMS_ADAPTER=${name.slice(0, 40)}: no such SMS adapter. Use 'http' (an HTTP SMS gateway, with SMS_HTTP_URL), 'smpp' (an SMS centre, with SMPP_URL) or 'demo'.`);
}

/** The adapter the settings name; a demo on a reachable HOST writes its warning through `warn` (stderr). */
export function smsAdapterFromSettings(settings: SmsSettings, warn: (text: string) => void = (text) => process.stderr.write(text + '\n')): SmsAdapter {
  if (settings.adapter === 'http') return httpSmsAdapter(settings.http);
  if (settings.adapter === 'smpp') return smppSmsAdapter(settings.smpp);
  if (settings.warning) warn(settings.warning);
  return demoSmsAdapter();
}

/** smsSettingsFromEnv, then smsAdapterFromSettings. */
export const smsAdapterFromEnv = (env: NodeJS.ProcessEnv, warn?: (text: string) => void): SmsAdapter => smsAdapterFromSettings(smsSettingsFromEnv(env), warn);
