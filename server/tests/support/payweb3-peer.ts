import { createHash, randomUUID } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A PayWeb3 peer for tests: initiate.trans, process.trans and query.trans under /payweb3/, and the notify post, as
 * PayGate's documentation describes them. It checks every checksum the portal sends with its own MD5 over the
 * documented field orders (written here apart from the portal's code, so that a fault there cannot hide here) and
 * refuses a wrong one as PayGate does (ERROR=DATA_CHK). The test decides how each payment ends (finish), and may
 * replay or tamper with what the peer sends back.
 */

const INITIATE_ORDER = ['PAYGATE_ID', 'REFERENCE', 'AMOUNT', 'CURRENCY', 'RETURN_URL', 'TRANSACTION_DATE', 'LOCALE', 'COUNTRY', 'EMAIL', 'PAY_METHOD', 'PAY_METHOD_DETAIL', 'NOTIFY_URL', 'USER1', 'USER2', 'USER3', 'VAULT', 'VAULT_ID'];
const REQUIRED = ['PAYGATE_ID', 'REFERENCE', 'AMOUNT', 'CURRENCY', 'RETURN_URL', 'TRANSACTION_DATE', 'LOCALE', 'COUNTRY', 'EMAIL'];

const md5 = (text: string) => createHash('md5').update(text).digest('hex');
const over = (values: (string | undefined)[], key: string) => md5(values.map((v) => v ?? '').join('') + key);

export type Ending = 'approved' | 'declined' | 'cancelled';
const STATUS: Record<Ending, string> = { approved: '1', declined: '2', cancelled: '4' };
const RESULT: Record<Ending, [string, string]> = { approved: ['990017', 'Auth Done'], declined: ['900003', 'Insufficient Funds'], cancelled: ['990028', 'Transaction cancelled'] };

interface PeerRequest {
  id: string;
  fields: Record<string, string>;
  status: string;
  processed: boolean;
}

export interface PayWeb3Peer {
  baseUrl: string;
  requests: Map<string, PeerRequest>;
  /** Checksums the portal got wrong, by endpoint: a test asserts this stays empty. */
  refused: string[];
  /** How the portal answered each notify: status and body. */
  notifyAnswers: { status: number; body: string }[];
  queries: number;
  /** When set, initiate and query answers are signed with another key: a forged or corrupted answer. */
  forgeAnswers: boolean;
  /** Ends the request at the gateway; notifies the portal unless told not to; answers the fields the browser returns with. */
  finish(id: string, ending: Ending, options?: { notify?: boolean }): Promise<Record<string, string>>;
  /** Posts the request's result to NOTIFY_URL again, optionally changed after it was signed (a forgery). */
  notify(id: string, tamper?: (entries: [string, string][]) => [string, string][]): Promise<{ status: number; body: string }>;
  close(): Promise<void>;
}

async function readBody(request: IncomingMessage) {
  const chunks: Buffer[] = [];
  for await (const chunk of request) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

export async function startPayWeb3Peer(options: { port: number; paygateId: string; key: string }): Promise<PayWeb3Peer> {
  const { paygateId, key } = options;
  const requests = new Map<string, PeerRequest>();
  const refused: string[] = [];
  const notifyAnswers: { status: number; body: string }[] = [];
  let queries = 0;
  let transactions = 78705178;
  let forge = false;
  const answerKey = () => (forge ? `${key}-not` : key);

  const resultEntries = (request: PeerRequest, signKey = key): [string, string][] => {
    const ending = (Object.keys(STATUS) as Ending[]).find((e) => STATUS[e] === request.status);
    const [code, desc] = ending ? RESULT[ending] : ['', ''];
    const values: [string, string][] = [
      ['PAYGATE_ID', paygateId],
      ['PAY_REQUEST_ID', request.id],
      ['REFERENCE', request.fields.REFERENCE],
      ['TRANSACTION_STATUS', request.status],
      ['RESULT_CODE', code],
      ['AUTH_CODE', ending === 'approved' ? '5T8A0Z' : ''],
      ['CURRENCY', request.fields.CURRENCY],
      ['AMOUNT', request.fields.AMOUNT],
      ['RESULT_DESC', desc],
      ['TRANSACTION_ID', ending ? String(transactions++) : ''],
      ['RISK_INDICATOR', ending ? 'AX' : ''],
      ['PAY_METHOD', ending ? 'CC' : ''],
      ['PAY_METHOD_DETAIL', ending ? 'Visa' : ''],
    ];
    const sent = values.filter(([, v]) => v !== '');
    return [...sent, ['CHECKSUM', over(sent.map(([, v]) => v), signKey)]];
  };

  const answer = (response: ServerResponse, status: number, type: string, body: string) => {
    response.writeHead(status, { 'content-type': type });
    response.end(body);
  };

  const server: Server = createServer((request, response) => {
    void (async () => {
      const fields = Object.fromEntries(new URLSearchParams(await readBody(request)));
      const form = (entries: [string, string][]) => answer(response, 200, 'text/plain', new URLSearchParams(entries).toString());
      switch (`${request.method} ${request.url}`) {
        case 'POST /payweb3/initiate.trans': {
          if (fields.PAYGATE_ID !== paygateId) return form([['ERROR', 'PGID_NOT_EN']]);
          if (REQUIRED.some((name) => !fields[name])) return form([['ERROR', 'DATA_PW']]);
          if (fields.CHECKSUM !== over(INITIATE_ORDER.map((n) => fields[n]), key)) {
            refused.push('initiate');
            return form([['PAYGATE_ID', paygateId], ['REFERENCE', fields.REFERENCE], ['ERROR', 'DATA_CHK']]);
          }
          const id = randomUUID().toUpperCase();
          requests.set(id, { id, fields, status: '0', processed: false });
          return form([['PAYGATE_ID', paygateId], ['PAY_REQUEST_ID', id], ['REFERENCE', fields.REFERENCE], ['CHECKSUM', over([paygateId, id, fields.REFERENCE], answerKey())]]);
        }
        case 'POST /payweb3/process.trans': {
          const found = requests.get(fields.PAY_REQUEST_ID ?? '');
          if (!found) return answer(response, 404, 'text/html', '<p>Unknown PAY_REQUEST_ID</p>');
          if (fields.CHECKSUM !== over([paygateId, found.id, found.fields.REFERENCE], key)) {
            refused.push('process');
            return answer(response, 400, 'text/html', '<p>DATA_CHK</p>');
          }
          found.processed = true;
          return answer(response, 200, 'text/html', `<h1>PayGate test page</h1><p>${found.fields.REFERENCE}</p>`);
        }
        case 'POST /payweb3/query.trans': {
          queries += 1;
          const found = requests.get(fields.PAY_REQUEST_ID ?? '');
          if (fields.CHECKSUM !== over([fields.PAYGATE_ID, fields.PAY_REQUEST_ID, fields.REFERENCE], key)) {
            refused.push('query');
            return form([['ERROR', 'DATA_CHK']]);
          }
          if (!found || found.fields.REFERENCE !== fields.REFERENCE) return form([['ERROR', 'DATA_PAY_REQ_ID']]);
          return form(resultEntries(found, answerKey()));
        }
        default:
          return answer(response, 404, 'text/plain', 'Not found');
      }
    })().catch((error) => answer(response, 500, 'text/plain', String(error)));
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;

  const postNotify = async (request: PeerRequest, entries: [string, string][]) => {
    const response = await fetch(request.fields.NOTIFY_URL, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams(entries).toString(),
    });
    const result = { status: response.status, body: await response.text() };
    notifyAnswers.push(result);
    return result;
  };

  const peer: PayWeb3Peer = {
    baseUrl: `http://127.0.0.1:${port}/payweb3`,
    requests,
    refused,
    notifyAnswers,
    get queries() {
      return queries;
    },
    get forgeAnswers() {
      return forge;
    },
    set forgeAnswers(value: boolean) {
      forge = value;
    },
    async finish(id, ending, { notify = true } = {}) {
      const request = requests.get(id);
      if (!request) throw new Error(`The peer has no request ${id}.`);
      request.status = STATUS[ending];
      if (notify) await postNotify(request, resultEntries(request));
      return {
        PAY_REQUEST_ID: id,
        TRANSACTION_STATUS: request.status,
        CHECKSUM: over([paygateId, id, request.status, request.fields.REFERENCE], key),
      };
    },
    async notify(id, tamper = (entries) => entries) {
      const request = requests.get(id);
      if (!request) throw new Error(`The peer has no request ${id}.`);
      return postNotify(request, tamper(resultEntries(request)));
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
  return peer;
}
