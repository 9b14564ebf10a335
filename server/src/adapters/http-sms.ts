import type { SmsAdapter } from './sms';

/**
 * A generic HTTP SMS gateway: each text is one POST of a JSON body, built from a template, to the
 * gateway's URL. Settings (see httpSmsSettingsFromEnv): SMS_HTTP_URL, SMS_HTTP_AUTH, SMS_HTTP_TEMPLATE,
 * SMS_HTTP_FROM and SMS_HTTP_TIMEOUT_MS.
 */
export interface HttpSmsSettings {
  url: URL;
  /** The Authorization header's value, or undefined for none. Never logged. */
  authorization?: string;
  /** A JSON text with {to}, {text} and {from} placeholders inside its strings. */
  template: string;
  from?: string;
  timeoutMs: number;
}

export const DEFAULT_SMS_TEMPLATE = '{"to":"{to}","text":"{text}"}';
const DEFAULT_SMS_TEMPLATE_WITH_FROM = '{"to":"{to}","text":"{text}","from":"{from}"}';
export const DEFAULT_SMS_TIMEOUT_MS = 5000;
const MAX_SMS_TIMEOUT_MS = 60_000;

/** '0821234567' → '27821234567', the form gateways take; an international form is kept (without its '+'). */
export function internationalCellNumber(cell: string) {
  const digits = cell.replace(/[\s-]/g, '');
  if (/^0\d{9}$/.test(digits)) return '27' + digits.slice(1);
  if (/^\+?27\d{9}$/.test(digits)) return digits.replace(/^\+/, '');
  // The number itself is left out of the message: it is personal data and this may end up in a log.
  throw new Error('The SMS recipient is not a South African cell number (0XXXXXXXXX or 27XXXXXXXXX).');
}

/** Each placeholder becomes its value escaped for a JSON string, so quotes or newlines in a text keep the body valid JSON. */
export function fillSmsTemplate(template: string, values: { to: string; text: string; from?: string }) {
  const escape = (value: string) => JSON.stringify(value).slice(1, -1);
  return template.replace(/\{(to|text|from)\}/g, (_match, name: 'to' | 'text' | 'from') => escape(values[name] ?? ''));
}

const isLoopbackHostname = (hostname: string) =>
  hostname === 'localhost' || /^127\.\d{1,3}\.\d{1,3}\.\d{1,3}$/.test(hostname) || hostname === '[::1]';

/** Reads the SMS_HTTP_* settings; a wrong one throws an Error naming it (and never echoing a credential). */
export function httpSmsSettingsFromEnv(env: NodeJS.ProcessEnv): HttpSmsSettings {
  const rawUrl = env.SMS_HTTP_URL?.trim();
  if (!rawUrl) throw new Error('SMS_ADAPTER=http needs SMS_HTTP_URL: the address of the SMS gateway (https://…).');
  let url: URL;
  try {
    url = new URL(rawUrl);
  } catch {
    throw new Error('SMS_HTTP_URL is not a valid URL (expected e.g. https://sms.example.com/send).');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error(`SMS_HTTP_URL must start with https:// (not ${url.protocol}//).`);
  if (url.protocol === 'http:' && !isLoopbackHostname(url.hostname)) {
    throw new Error('SMS_HTTP_URL must use https:// (plain http:// is allowed only to localhost, 127.x.x.x or [::1]).');
  }
  if (url.username || url.password) throw new Error('SMS_HTTP_URL must not hold a user name or password: put them in SMS_HTTP_AUTH as user:password.');

  const auth = env.SMS_HTTP_AUTH?.trim();
  // user:password is HTTP basic authentication; anything else is a bearer token.
  const authorization = !auth ? undefined : auth.includes(':') ? `Basic ${Buffer.from(auth, 'utf8').toString('base64')}` : `Bearer ${auth}`;

  const from = env.SMS_HTTP_FROM?.trim() || undefined;
  const template = env.SMS_HTTP_TEMPLATE?.trim() || (from ? DEFAULT_SMS_TEMPLATE_WITH_FROM : DEFAULT_SMS_TEMPLATE);
  checkTemplate(template, from);

  const rawTimeout = env.SMS_HTTP_TIMEOUT_MS?.trim();
  const timeoutMs = rawTimeout ? (/^\d{1,9}$/.test(rawTimeout) ? Number(rawTimeout) : NaN) : DEFAULT_SMS_TIMEOUT_MS;
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_SMS_TIMEOUT_MS) {
    throw new Error(`SMS_HTTP_TIMEOUT_MS=${rawTimeout}: give the gateway's time limit in milliseconds, a whole number from 1 to ${MAX_SMS_TIMEOUT_MS}.`);
  }

  return { url, authorization, template, from, timeoutMs };
}

function checkTemplate(template: string, from: string | undefined) {
  const sample = fillSmsTemplate(template, { to: '27821234567', text: 'Your portal PIN is "000000".\nTest', from: from ?? 'Portal' });
  try {
    JSON.parse(sample);
  } catch {
    throw new Error('SMS_HTTP_TEMPLATE is not valid JSON once its placeholders are filled: put {to}, {text} and {from} inside JSON strings, e.g. {"to":"{to}","text":"{text}"}.');
  }
  if (!template.includes('{to}') || !template.includes('{text}')) throw new Error('SMS_HTTP_TEMPLATE must hold both {to} and {text}.');
  if (template.includes('{from}') && !from) throw new Error('SMS_HTTP_TEMPLATE uses {from} but SMS_HTTP_FROM is not set.');
}

/** Why a text was not sent; networkFailure marks the one kind of failure worth a second try. */
export class SmsGatewayError extends Error {
  constructor(
    message: string,
    readonly networkFailure: boolean,
  ) {
    super(message);
    this.name = 'SmsGatewayError';
  }
}

// By name, not instanceof: the DOMException fetch throws may come from another realm (a test runner's sandbox).
const isTimeout = (error: unknown) => ['TimeoutError', 'AbortError'].includes((error as { name?: unknown } | null)?.name as string);

/**
 * Sends through the gateway. A non-2xx answer or no answer within the time limit throws; a network
 * failure (refused, reset, name not found) is tried once more. A timeout is not retried: the gateway
 * may already have sent that text. Error messages carry neither the text (it holds the PIN), the
 * number nor the credentials.
 */
export function httpSmsAdapter(settings: HttpSmsSettings): SmsAdapter {
  const headers: Record<string, string> = { 'content-type': 'application/json', accept: 'application/json, */*' };
  if (settings.authorization) headers.authorization = settings.authorization;

  const attempt = async (body: string) => {
    let response: Response;
    try {
      // redirect 'manual': a redirect is a misconfigured URL, and following it would carry the credentials elsewhere.
      response = await fetch(settings.url, { method: 'POST', headers, body, redirect: 'manual', signal: AbortSignal.timeout(settings.timeoutMs) });
    } catch (error) {
      if (isTimeout(error)) throw new SmsGatewayError(`The SMS gateway did not answer within ${settings.timeoutMs} ms.`, false);
      const code = (error as { cause?: { code?: unknown } }).cause?.code;
      throw new SmsGatewayError(`The SMS gateway could not be reached${typeof code === 'string' ? ` (${code})` : ''}.`, true);
    }
    // The body is dropped unread: a gateway may echo the text, and with it the PIN.
    await response.body?.cancel().catch(() => undefined);
    if (response.status < 200 || response.status > 299) throw new SmsGatewayError(`The SMS gateway answered HTTP ${response.status}.`, false);
  };

  return {
    kind: 'http',
    async send(to: string, text: string) {
      const body = fillSmsTemplate(settings.template, { to: internationalCellNumber(to), text, from: settings.from });
      try {
        await attempt(body);
      } catch (error) {
        if (!(error instanceof SmsGatewayError) || !error.networkFailure) throw error;
        await attempt(body);
      }
    },
  };
}
