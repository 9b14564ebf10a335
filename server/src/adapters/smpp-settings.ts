/** The SMPP_* settings' checks (settings.ts and smsAdapterFromEnv run them); no message ever echoes SMPP_URL. */

export type SmppBind = 'transceiver' | 'transmitter';

export interface SmppSettings {
  host: string;
  port: number;
  /** ssmpp://: SMPP over TLS. */
  tls: boolean;
  systemId: string;
  /** Never logged. */
  password: string;
  /** The sender the phone shows: up to 11 letters and digits, or a number of up to 15 digits. */
  sourceAddr: string;
  /** transceiver (the default): one connection that submits and takes delivery receipts; transmitter: no receipts. */
  bind: SmppBind;
  enquireLinkSeconds: number;
}

export const SMPP_DEFAULT_ENQUIRE_LINK_SECONDS = 30;
export const SMPP_BINDS: readonly SmppBind[] = ['transceiver', 'transmitter'];

/** SMPP_URL: smpp://system_id:password@host:port (ssmpp:// for TLS; port default 2775, or 3550 with TLS). */
export function parseSmppUrl(raw: string) {
  const problem = (detail: string) => new Error(`SMPP_URL is not usable: ${detail} Give smpp://system_id:password@host:port (ssmpp:// for TLS).`);
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw problem('it is not a URL.');
  }
  if (url.protocol !== 'smpp:' && url.protocol !== 'ssmpp:') throw problem('it must start with smpp:// or ssmpp://.');
  if (!url.hostname) throw problem('it has no host.');
  if (!url.username || !url.password) throw problem('it needs the system_id and the password before the @.');
  if ((url.pathname && url.pathname !== '/') || url.search || url.hash) throw problem('it must not have a path, a query or a fragment.');
  const systemId = decodeURIComponent(url.username);
  const password = decodeURIComponent(url.password);
  const tls = url.protocol === 'ssmpp:';
  return { host: url.hostname.replace(/^\[(.*)\]$/, '$1'), port: url.port ? Number(url.port) : tls ? 3550 : 2775, tls, systemId, password };
}

export function parseSmppSourceAddr(raw: string) {
  if (/^\+?\d{1,15}$/.test(raw) || /^[A-Za-z0-9 ]{1,11}$/.test(raw)) return raw.replace(/^\+/, '');
  throw new Error(`SMPP_SOURCE_ADDR=${JSON.stringify(raw.slice(0, 20))}: use a sender name of up to 11 letters and digits (e.g. FibreCo), or a number of up to 15 digits in international form (e.g. 27821234567).`);
}

export function parseSmppBind(raw: string): SmppBind {
  if ((SMPP_BINDS as readonly string[]).includes(raw)) return raw as SmppBind;
  throw new Error(`SMPP_BIND=${JSON.stringify(raw.slice(0, 20))}: use transceiver (submits and takes delivery receipts on one connection, the default) or transmitter (submits only: no receipts).`);
}

export function parseSmppEnquireLinkSeconds(raw: string) {
  const value = /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!(value >= 1 && value <= 600)) throw new Error(`SMPP_ENQUIRE_LINK_SECONDS=${JSON.stringify(raw.slice(0, 20))}: use a whole number of seconds from 1 to 600.`);
  return value;
}

/** The SMPP settings from the environment, as settings.ts checks them; a wrong one throws an Error naming it. */
export function smppSettingsFromEnv(env: NodeJS.ProcessEnv): SmppSettings {
  const url = env.SMPP_URL?.trim();
  if (!url) throw new Error('SMS_ADAPTER=smpp needs SMPP_URL: smpp://system_id:password@host:port of the SMS centre.');
  const source = env.SMPP_SOURCE_ADDR?.trim();
  if (!source) throw new Error('SMS_ADAPTER=smpp needs SMPP_SOURCE_ADDR: the sender name or number the texts come from.');
  const bind = env.SMPP_BIND?.trim();
  const enquire = env.SMPP_ENQUIRE_LINK_SECONDS?.trim();
  return {
    ...parseSmppUrl(url),
    sourceAddr: parseSmppSourceAddr(source),
    bind: bind ? parseSmppBind(bind) : 'transceiver',
    enquireLinkSeconds: enquire ? parseSmppEnquireLinkSeconds(enquire) : SMPP_DEFAULT_ENQUIRE_LINK_SECONDS,
  };
}
