import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { READS_PATH } from '@portal/contract';
import { readsTogetherInput } from '@portal/contract/catalogue';
import { call } from './support/api';
import { ACTION_NAMES, DOWNLOAD_NAMES, inputSchemaOf, UPLOAD_NAMES } from './support/catalogue-helpers';
import { bodyFor, uploadFor } from './support/objects-fuzz';
import { envelopeProblem, post, postTo, upload, type RawAnswer } from './support/objects-http';
import { MANY_SIGN_INS, PRINCIPALS, signInAs } from './support/objects-principals';
import { portalServer } from './support/server';

/**
 * Property-based fuzzing of every action, download and upload of the catalogue: bodies of anything, and bodies with the
 * schema's keys holding wrong types, huge and NUL-bearing strings, deep nesting, `__proto__` keys, numbers at the
 * int32 edges and odd unicode; an upload's json part is such a body, sent with a few files of odd names and bytes;
 * without a token and with a live one. No answer may be a 5xx, and every 4xx carries
 * the portal's JSON envelope with a message. The seed is fixed and printed: FUZZ_SEED=<n> replays a run.
 */

const SEED = Number(process.env.FUZZ_SEED ?? 20_261_121);
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);

const server = portalServer(MANY_SIGN_INS);
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

/** A live token of the customer with every module; a new one when a fuzzed call ended it (sign-out, a switch...). */
let token: string | undefined;
async function liveToken() {
  if (token && (await call<{ authenticated: boolean }>(server.baseURL, 'auth.ValidateSession', {}, token)).result?.authenticated) return token;
  token = await signInAs(server.baseURL, PRINCIPALS.customer);
  return token;
}

const targets = [
  ...ACTION_NAMES.map((name) => ({ route: 'action' as const, name })),
  ...DOWNLOAD_NAMES.map((name) => ({ route: 'download' as const, name })),
];

test.describe.configure({ timeout: 180_000 });

/** What a finding shows of what was sent. */
const shown = (text: string) => (text.length > 300 ? `${text.slice(0, 300)}… (${text.length} chars)` : text);

function judge(answer: RawAnswer, what: string, findings: string[]) {
  if (answer.status >= 500) findings.push(`${answer.status} ${what} → ${answer.text.slice(0, 200)}`);
  else if (answer.status >= 400 && envelopeProblem(answer)) findings.push(`${answer.status} without an envelope: ${what} → ${envelopeProblem(answer)}`);
}

test(`fuzzing every action and download gives no 5xx and a JSON envelope on every 4xx (seed ${SEED}, ${RUNS} runs each)`, async () => {
  console.log(`schema-fuzz: seed ${SEED}, ${RUNS} runs per action and token state (FUZZ_SEED=${SEED} to replay)`);
  const findings: string[] = [];
  for (const [i, { route, name }] of targets.entries()) {
    for (const signedIn of [false, true]) {
      const sample = fc.sample(bodyFor(inputSchemaOf(name)), { seed: SEED + i * 2 + (signedIn ? 1 : 0), numRuns: RUNS });
      for (const body of sample) {
        const answer = await post(server.baseURL, route, name, body, signedIn ? await liveToken() : undefined);
        judge(answer, `${route} ${name} ${signedIn ? 'signed in' : 'no token'}: ${shown(body)}`, findings);
      }
    }
  }
  expect(findings, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
});

test(`fuzzing the request of several reads gives no 5xx and a JSON envelope on every 4xx (seed ${SEED}, ${RUNS * 4} runs)`, async () => {
  const findings: string[] = [];
  const statuses = new Map<number, number>();
  for (const signedIn of [false, true]) {
    const sample = fc.sample(bodyFor(readsTogetherInput), { seed: SEED + 104_729 + (signedIn ? 1 : 0), numRuns: RUNS * 4 });
    for (const body of sample) {
      const answer = await postTo(server.baseURL + READS_PATH, body, signedIn ? await liveToken() : undefined);
      judge(answer, `reads ${signedIn ? 'signed in' : 'no token'}: ${shown(body)}`, findings);
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
    }
  }
  console.log(`schema-fuzz reads: answers by status ${JSON.stringify(Object.fromEntries(statuses))}`);
  // Some bodies were well formed: the fuzzer reached the reads themselves, not only the schema's refusal.
  expect(statuses.get(200)).toBeGreaterThan(0);
  expect(findings, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
});

/** A json part each upload takes, for the mutations (a seeded open ticket of 0821234567's account for replies). */
const VALID_UPLOAD_JSON: Record<string, Record<string, unknown>> = {
  'tickets.CreateTicket': { category: 'Technical', subject: 'Fuzzed upload', description: 'A ticket sent by the schema fuzzer.', idempotencyKey: 'fuzz' },
  'tickets.ReplyToTicket': { ticketNumber: 'TCK-10021', body: 'A reply sent by the schema fuzzer.', idempotencyKey: 'fuzz' },
};
const UPLOAD_RUNS = RUNS * 4;

test('the fuzzer reaches the service, commerce and ticket actions, the attachment download and both uploads', () => {
  const fuzzed = [...targets.map((t) => t.name), ...UPLOAD_NAMES];
  for (const name of [
    'services.GetService',
    'services.GetUsage',
    'services.GetOffers',
    'services.GetCancellationOptions',
    'commerce.PreviewOrder',
    'commerce.PlaceOrder',
    'commerce.CancelService',
    'tickets.GetTicket',
    'tickets.GetTicketOptions',
    'tickets.CloseTicket',
    'tickets.ReopenTicket',
    'tickets.DownloadAttachment',
    'tickets.CreateTicket',
    'tickets.ReplyToTicket',
  ]) {
    expect(fuzzed, name).toContain(name);
  }
  expect(Object.keys(VALID_UPLOAD_JSON).sort()).toEqual([...UPLOAD_NAMES]);
});

test(`fuzzing every upload's json part and files gives no 5xx and a JSON envelope on every 4xx (seed ${SEED}, ${UPLOAD_RUNS} runs each)`, async () => {
  const findings: string[] = [];
  const statuses = new Map<number, number>();
  for (const [i, name] of UPLOAD_NAMES.entries()) {
    for (const signedIn of [false, true]) {
      const sample = fc.sample(uploadFor(inputSchemaOf(name), VALID_UPLOAD_JSON[name]), { seed: SEED + 7919 + i * 2 + (signedIn ? 1 : 0), numRuns: UPLOAD_RUNS });
      for (const { json, files } of sample) {
        const answer = await upload(server.baseURL, name, json, files, signedIn ? await liveToken() : undefined);
        const sent = `json ${json === undefined ? '(none)' : shown(json)}; files ${JSON.stringify(files.map((f) => ({ name: f.fileName.slice(0, 60), type: f.contentType, bytes: f.data.length })))}`;
        judge(answer, `upload ${name} ${signedIn ? 'signed in' : 'no token'}: ${sent}`, findings);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    }
  }
  console.log(`schema-fuzz uploads: answers by status ${JSON.stringify(Object.fromEntries(statuses))}`);
  expect(findings, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
});
