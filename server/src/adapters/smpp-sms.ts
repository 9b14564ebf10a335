import smpp, { type PDU, type Session } from 'smpp';
import { internationalCellNumber, SmsGatewayError } from './http-sms';
import type { SmppSettings } from './smpp-settings';
import type { SmsAdapter, SmsAdapterDeps, SmsLog, SmsMessageLog } from './sms';

/**
 * Texts through an SMS centre over SMPP 3.4: one connection, bound as a transceiver (submit_sm out, delivery receipts
 * in as deliver_sm on the same connection; a transmitter bind cannot receive them) or, with SMPP_BIND=transmitter, as a
 * transmitter without receipts. enquire_link every SMPP_ENQUIRE_LINK_SECONDS keeps it alive and finds a dead one; a
 * dropped or refused connection is made again after a delay that doubles each time (250 ms up to 30 s). The password
 * and the texts (they hold PINs) are never logged; numbers are logged as '082 *** 4567' at most.
 */

export const SMPP_RECONNECT = { firstMs: 250, maxMs: 30_000 } as const;
/** How long a text waits for the connection to be bound, and for the SMS centre's submit_sm_resp. */
export const SMPP_WAIT_MS = 10_000;

/** The delay before the attempt-th reconnection (0 first): doubling from 250 ms to 30 s, plus up to a quarter more. */
export function reconnectDelayMs(attempt: number, random: () => number = Math.random) {
  const delay = Math.min(SMPP_RECONNECT.firstMs * 2 ** Math.min(attempt, 20), SMPP_RECONNECT.maxMs);
  return Math.round(delay * (1 + random() / 4));
}

const STATUS_NAMES = new Map(Object.entries(smpp.errors).map(([name, code]) => [code, name]));
const statusName = (code: number) => STATUS_NAMES.get(code) ?? `0x${code.toString(16).padStart(8, '0')}`;

/** message_state (TLV) and stat: (the receipt's text) as the portal records them. */
const STATES = new Map(Object.entries(smpp.consts.MESSAGE_STATE).map(([name, code]) => [code, name.toLowerCase()]));
const STATS: Record<string, string> = {
  DELIVRD: 'delivered',
  EXPIRED: 'expired',
  DELETED: 'deleted',
  UNDELIV: 'undeliverable',
  ACCEPTD: 'accepted',
  UNKNOWN: 'unknown',
  REJECTD: 'rejected',
  ENROUTE: 'enroute',
};

export const maskedNumber = (international: string) => `0${international.slice(2, 4)} *** ${international.slice(-4)}`;

export interface DeliveryReceipt {
  messageId: string;
  status: string;
  errorCode: string | null;
}

/** A deliver_sm that is an SMS centre's delivery receipt, read from its TLVs or else its text; null for anything else. */
export function receiptOf(pdu: PDU): DeliveryReceipt | null {
  // esm_class bits 2-5 say what a deliver_sm is: 0x04 is an SMS centre's delivery receipt.
  if (((pdu.esm_class ?? 0) & 0x3c) !== smpp.consts.ESM_CLASS.MC_DELIVERY_RECEIPT) return null;
  const message = pdu.short_message?.message ?? pdu.short_message;
  const text = typeof message === 'string' ? message : Buffer.isBuffer(message) ? message.toString('latin1') : '';
  const messageId = typeof pdu.receipted_message_id === 'string' && pdu.receipted_message_id ? pdu.receipted_message_id : /\bid:(\S+)/i.exec(text)?.[1];
  if (!messageId) return null;
  const stat = /\bstat:(\w+)/i.exec(text)?.[1]?.toUpperCase();
  const status = typeof pdu.message_state === 'number' ? (STATES.get(pdu.message_state) ?? 'unknown') : stat ? (STATS[stat] ?? stat.toLowerCase()) : 'unknown';
  const err = /\berr:(\w+)/i.exec(text)?.[1];
  return { messageId, status, errorCode: err && !/^0+$/.test(err) ? err : null };
}

const stderrLog: SmsLog = {
  info: () => undefined,
  warn: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
  error: (details, message) => process.stderr.write(`${message} ${JSON.stringify(details)}\n`),
};

type Waiter = { resolve: (session: Session) => void; reject: (error: Error) => void };

export function smppSmsAdapter(settings: SmppSettings): SmsAdapter & { readonly bound: boolean; start(deps: SmsAdapterDeps): void; close(): Promise<void> } {
  let log: SmsLog = stderrLog;
  let messages: SmsMessageLog | undefined;
  let session: Session | undefined;
  let bound = false;
  let closed = false;
  let attempt = 0;
  let reconnectTimer: NodeJS.Timeout | undefined;
  let enquireTimer: NodeJS.Timeout | undefined;
  const waiters = new Set<Waiter>();
  /** Rejects the texts a session has at the SMS centre without an answer yet, when it drops. */
  const inFlight = new Map<Session, Set<(error: Error) => void>>();
  const where = { host: settings.host, port: settings.port, systemId: settings.systemId };
  const receipts = settings.bind === 'transceiver';

  const lost = (gone: Session, why: string) => {
    if (session !== gone) return;
    session = undefined;
    const wasBound = bound;
    bound = false;
    clearInterval(enquireTimer);
    for (const reject of inFlight.get(gone) ?? []) reject(new SmsGatewayError('The connection to the SMS centre dropped before it answered.', false));
    inFlight.delete(gone);
    if (closed) return;
    const delayMs = reconnectDelayMs(attempt);
    attempt += 1;
    log.warn({ ...where, reason: why, reconnectInMs: delayMs, attempt }, wasBound ? 'SMPP connection lost; reconnecting' : 'SMPP connection not made; trying again');
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, delayMs);
  };

  const keepAlive = (live: Session) => {
    let unanswered = 0;
    enquireTimer = setInterval(() => {
      // An enquire_link still unanswered at the next one means the link is dead though the socket is not closed.
      if (unanswered > 0) {
        live.destroy();
        lost(live, 'no enquire_link_resp');
        return;
      }
      unanswered += 1;
      live.enquire_link({}, () => (unanswered = 0));
    }, settings.enquireLinkSeconds * 1000);
  };

  const onDeliver = async (live: Session, pdu: PDU) => {
    const receipt = receiptOf(pdu);
    if (!receipt) {
      // A text sent to the portal's number: the portal takes none. Its content is not logged.
      live.send(pdu.response());
      return;
    }
    try {
      await messages?.receipt({ adapter: 'smpp', ...receipt, at: new Date() });
      live.send(pdu.response());
    } catch (error) {
      log.error({ err: error, messageId: receipt.messageId }, 'SMS delivery receipt not recorded; the SMS centre will send it again');
      // A temporary failure: the SMS centre keeps the receipt and sends it again later.
      live.send(pdu.response({ command_status: smpp.ESME_RX_T_APPN }));
    }
  };

  function connect() {
    if (closed || session) return;
    const live = smpp.connect({ host: settings.host, port: settings.port, tls: settings.tls });
    session = live;
    inFlight.set(live, new Set());
    live.on('error', (error: NodeJS.ErrnoException) => log.warn({ ...where, code: error.code ?? error.message }, 'SMPP connection error'));
    live.on('close', () => lost(live, 'closed'));
    live.on(settings.tls ? 'secureConnect' : 'connect', () => {
      const bindPdu = { system_id: settings.systemId, password: settings.password, interface_version: 0x34 };
      const bind = settings.bind === 'transceiver' ? live.bind_transceiver : live.bind_transmitter;
      bind.call(live, bindPdu, (answer: PDU) => {
        if (answer.command_status !== 0) {
          log.error({ ...where, status: statusName(answer.command_status) }, 'The SMS centre refused the SMPP bind (check SMPP_URL)');
          live.destroy();
          return;
        }
        if (session !== live) return;
        bound = true;
        attempt = 0;
        log.info({ ...where, bind: settings.bind }, 'SMPP bound');
        keepAlive(live);
        for (const waiter of waiters) waiter.resolve(live);
        waiters.clear();
      });
    });
    live.on('enquire_link', (pdu: PDU) => live.send(pdu.response()));
    live.on('deliver_sm', (pdu: PDU) => void onDeliver(live, pdu));
    live.on('unbind', (pdu: PDU) => {
      live.send(pdu.response());
      live.close();
    });
  }

  const boundSession = () =>
    new Promise<Session>((resolve, reject) => {
      if (closed) return reject(new SmsGatewayError('The SMPP connection is closed.', false));
      if (session && bound) return resolve(session);
      // While a reconnection waits out its delay, the text waits too: sending does not hurry the SMS centre.
      if (!reconnectTimer) connect();
      const waiter: Waiter = {
        resolve: (s) => (clearTimeout(timer), resolve(s)),
        reject: (e) => (clearTimeout(timer), reject(e)),
      };
      const timer = setTimeout(() => {
        waiters.delete(waiter);
        reject(new SmsGatewayError(`The SMS centre was not bound within ${SMPP_WAIT_MS} ms (connecting or refusing the bind).`, false));
      }, SMPP_WAIT_MS);
      waiters.add(waiter);
    });

  const submit = (live: Session, to: string, text: string) =>
    new Promise<string>((resolve, reject) => {
      const pending = inFlight.get(live) ?? new Set();
      const done = (settle: () => void) => {
        clearTimeout(timer);
        pending.delete(fail);
        settle();
      };
      const fail = (error: Error) => done(() => reject(error));
      const timer = setTimeout(() => fail(new SmsGatewayError(`The SMS centre did not answer the text within ${SMPP_WAIT_MS} ms.`, false)), SMPP_WAIT_MS);
      pending.add(fail);
      const alphanumeric = /[A-Za-z ]/.test(settings.sourceAddr);
      const sent = live.submit_sm(
        {
          source_addr_ton: alphanumeric ? smpp.consts.TON.ALPHANUMERIC : smpp.consts.TON.INTERNATIONAL,
          source_addr_npi: alphanumeric ? smpp.consts.NPI.UNKNOWN : smpp.consts.NPI.ISDN,
          source_addr: settings.sourceAddr,
          dest_addr_ton: smpp.consts.TON.INTERNATIONAL,
          dest_addr_npi: smpp.consts.NPI.ISDN,
          destination_addr: to,
          registered_delivery: receipts ? smpp.consts.REGISTERED_DELIVERY.FINAL : 0,
          short_message: text,
        },
        (answer: PDU) =>
          done(() =>
            answer.command_status === 0 && answer.message_id
              ? resolve(String(answer.message_id))
              : reject(new SmsGatewayError(`The SMS centre refused the text (${statusName(answer.command_status)}).`, false)),
          ),
      );
      if (!sent) fail(new SmsGatewayError('The connection to the SMS centre is not writable.', false));
    });

  return {
    kind: 'smpp',
    get bound() {
      return bound;
    },
    start(deps: SmsAdapterDeps) {
      log = deps.log;
      messages = deps.messages;
      connect();
    },
    async send(to: string, text: string) {
      const destination = internationalCellNumber(to);
      const messageId = await submit(await boundSession(), destination, text);
      try {
        await messages?.submitted({ adapter: 'smpp', messageId, destination: maskedNumber(destination), at: new Date() });
      } catch (error) {
        // The text is on its way: a record that failed is logged, not a reason to send it again.
        log.warn({ err: error, messageId }, 'SMS submission not recorded');
      }
      return { messageId };
    },
    async close() {
      closed = true;
      clearTimeout(reconnectTimer);
      clearInterval(enquireTimer);
      for (const waiter of waiters) waiter.reject(new SmsGatewayError('The SMPP connection is closing.', false));
      waiters.clear();
      const live = session;
      if (!live) return;
      await new Promise<void>((resolve) => {
        const force = setTimeout(() => live.destroy(), 2000);
        live.socket.once('close', () => (clearTimeout(force), resolve()));
        if (!bound || !live.unbind({}, () => live.close())) live.destroy();
      });
    },
  };
}
