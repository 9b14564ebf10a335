import { expect, test } from '@playwright/test';
import fc from 'fast-check';
import { call } from './support/api';
import { ACTION_NAMES, DOWNLOAD_NAMES, inputSchemaOf } from './support/catalogue-helpers';
import { bodyFor } from './support/objects-fuzz';
import { envelopeProblem, post } from './support/objects-http';
import { MANY_SIGN_INS, PRINCIPALS, signInAs } from './support/objects-principals';
import { portalServer } from './support/server';

/**
 * Property-based fuzzing of every action and download of the catalogue: bodies of anything, and bodies with the
 * schema's keys holding wrong types, huge and NUL-bearing strings, deep nesting, `__proto__` keys, numbers at the
 * int32 edges and odd unicode; without a token and with a live one. No answer may be a 5xx, and every 4xx carries
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

const targets = [...ACTION_NAMES.map((name) => ({ route: 'action' as const, name })), ...DOWNLOAD_NAMES.map((name) => ({ route: 'download' as const, name }))];

test.describe.configure({ timeout: 180_000 });

test(`fuzzing every action and download gives no 5xx and a JSON envelope on every 4xx (seed ${SEED}, ${RUNS} runs each)`, async () => {
  console.log(`schema-fuzz: seed ${SEED}, ${RUNS} runs per action and token state (FUZZ_SEED=${SEED} to replay)`);
  const findings: string[] = [];
  for (const [i, { route, name }] of targets.entries()) {
    for (const signedIn of [false, true]) {
      const sample = fc.sample(bodyFor(inputSchemaOf(name)), { seed: SEED + i * 2 + (signedIn ? 1 : 0), numRuns: RUNS });
      for (const body of sample) {
        const answer = await post(server.baseURL, route, name, body, signedIn ? await liveToken() : undefined);
        const shown = body.length > 300 ? `${body.slice(0, 300)}… (${body.length} chars)` : body;
        if (answer.status >= 500) findings.push(`${answer.status} ${route} ${name} ${signedIn ? 'signed in' : 'no token'}: ${shown} → ${answer.text.slice(0, 200)}`);
        else if (answer.status >= 400 && envelopeProblem(answer)) {
          findings.push(`${answer.status} without an envelope: ${route} ${name} ${signedIn ? 'signed in' : 'no token'}: ${shown} → ${envelopeProblem(answer)}`);
        }
      }
    }
  }
  expect(findings, `replay with FUZZ_SEED=${SEED}`).toEqual([]);
});
