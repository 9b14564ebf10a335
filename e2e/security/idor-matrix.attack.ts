import { expect, test } from '@playwright/test';
import { latestPin } from './support/api';
import { idTakingInputs, routeOf } from './support/catalogue-helpers';
import { send } from './support/objects-http';
import { IDEMPOTENCY_KEY, listed, newKey, UNKNOWN_ROW, type Find, type MatrixEntry } from './support/objects-matrix';
import { ALERT_MATRIX } from './support/objects-matrix-alerts';
import { ENGAGEMENT_MATRIX } from './support/objects-matrix-engagement';
import { PAYMENT_MATRIX } from './support/objects-matrix-payments';
import { INVOICE_CHANGES_MATRIX } from './support/objects-matrix-invoice-changes';
import { SERVICE_MATRIX } from './support/objects-matrix-services';
import { TICKET_MATRIX } from './support/objects-matrix-tickets';
import { DEVICES_MATRIX } from './support/objects-matrix-devices';
import { HOSTING_MATRIX } from './support/objects-matrix-hosting';
import { MAIL_MATRIX } from './support/objects-matrix-mail';
import { TOOLS_MATRIX } from './support/objects-matrix-tools';
import { MESSAGING_MATRIX } from './support/objects-matrix-messaging';
import { VOICE_MATRIX } from './support/objects-matrix-voice';
import { registerPasskey } from './support/objects-passkey';
import { MANY_SIGN_INS, PRINCIPALS, signInAs, switchInto, type PrincipalName } from './support/objects-principals';
import { portalServer } from './support/server';

/**
 * IDOR over every action that takes an id. Each case names an object of one account, found by its owner through
 * the list actions; every principal who may not reach it must be refused (403 or 404, never 200, never 5xx), an id
 * of nothing must answer exactly as the other account's id does (no existence oracle), and the owner's own call,
 * made last, must still succeed (the refusals changed nothing, and the test is not vacuous).
 *
 * The server's rules (server/src/auth/ownership.ts and the handlers): a session reaches its own account's objects;
 * a parent session reaches its children only where an action names an account (Users & Access, PayHost
 * registration); a child session never reaches its parent or its siblings; a module the token lacks is 403.
 */

const server = portalServer(MANY_SIGN_INS);
test.beforeAll(() => server.start());
test.afterAll(() => server.dispose());

const unusedCell = () => `079${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

const firstMessage = async ({ baseURL, token }: Find) =>
  (await listed<{ messages: { id: number }[] }>(baseURL, 'account.messages.GetMessages', {}, token)).messages[0].id;

const invoiceOf = async ({ baseURL, token }: Find) => ({
  invoiceTxNumber: (await listed<{ invoices: { invoiceTxNumber: string }[] }>(baseURL, 'billing.GetInvoices', {}, token)).invoices[0].invoiceTxNumber,
});

const documentOf = async ({ baseURL, token }: Find) => ({
  id: (await listed<{ documents: { id: number }[] }>(baseURL, 'account.docs.GetDocuments', {}, token)).documents[0].id,
});

const mandateOf = async ({ baseURL, token }: Find) => ({
  mandateId: (await listed<{ mandateId: number }>(baseURL, 'billing.mandates.RenderDebitOrderMandate', {}, token)).mandateId,
});

const userOf = async ({ baseURL, token }: Find, cellEnd: string, accountCode: string) => {
  const { users } = await listed<{ users: { personId: number; accountCode: string; cellNumberMasked: string; portalModules: string[] }[] }>(
    baseURL,
    'account.access.GetUsers',
    {},
    token,
  );
  const user = users.find((u) => u.accountCode === accountCode && u.cellNumberMasked.endsWith(cellEnd));
  if (!user) throw new Error(`no user …${cellEnd} on ${accountCode}`);
  return user;
};

const addToBillOf = async ({ baseURL, token }: Find) => {
  const { offers } = await listed<{ offers: { serviceTag: string; products: { productId: number }[] }[] }>(
    baseURL,
    'billing.payment.GetAddToBillOffers',
    {},
    token,
  );
  return { serviceTag: offers[0].serviceTag, productId: offers[0].products[0].productId, idempotencyKey: newKey() };
};

const collectionDay = async (baseURL: string, token: string) =>
  (await listed<{ items: { id: number }[] }>(baseURL, 'billing.options.GetCreditCardCollectionDayOptions', {}, token)).items[0].id;

const accountIdOf = async (baseURL: string, token: string) => (await listed<{ accountId: number }>(baseURL, 'account.GetAccount', {}, token)).accountId;

/** A payment attempt of the owner's account; its gateway reference is what the return page validates. */
const paymentReferenceOf = async ({ baseURL, token }: Find) => {
  // R 10 (the smallest card payment) as an advance: allowed whatever the account owes.
  const { creditCardInfoCaptureUrl } = await listed<{ creditCardInfoCaptureUrl: string }>(
    baseURL,
    'billing.payment.PerformPayGatePayment',
    { amount: 10, advance: true, idempotencyKey: newKey() },
    token,
  );
  const reference = new URL(creditCardInfoCaptureUrl, baseURL).searchParams.get('session');
  if (!reference) throw new Error(`no gateway reference in ${creditCardInfoCaptureUrl}`);
  return { token: reference };
};

const passkeyOf = async ({ baseURL, token, browser }: Find) => ({
  deviceId: await registerPasskey(browser, baseURL, token, `idor-device-${Date.now()}`),
});

const OTHERS_OF_CUSTOMER: PrincipalName[] = ['parent', 'child', 'reseller'];
const SIGNED = 'a token the server signed for one person: an unknown object cannot be named by one that verifies';

/** Every action and download whose input has an id-like field: the cases that attack it, or why a field names no object. */
const MATRIX: Record<string, MatrixEntry> = {
  ...SERVICE_MATRIX,
  ...TICKET_MATRIX,
  ...ENGAGEMENT_MATRIX,
  ...ALERT_MATRIX,
  ...PAYMENT_MATRIX,
  ...INVOICE_CHANGES_MATRIX,
  ...MAIL_MATRIX,
  ...VOICE_MATRIX,
  ...MESSAGING_MATRIX,
  ...HOSTING_MATRIX,
  ...DEVICES_MATRIX,
  ...TOOLS_MATRIX,
  'account.messages.GetMessage': {
    cases: [
      {
        title: "a message of CUS1001",
        covers: ['id'],
        owner: 'customer',
        find: async (f) => ({ id: await firstMessage(f) }),
        unknown: () => ({ id: UNKNOWN_ROW }),
        refused: [...OTHERS_OF_CUSTOMER, 'billingOnly', 'serviceModules'],
        alsoReach: ['accountModules'],
      },
      {
        title: 'a message of the parent ENT2001',
        covers: ['id'],
        owner: 'parent',
        find: async (f) => ({ id: await firstMessage(f) }),
        unknown: () => ({ id: UNKNOWN_ROW }),
        refused: ['child', 'customer', 'reseller'],
      },
    ],
  },
  'account.messages.MarkRead': {
    cases: [
      {
        title: 'a message of CUS1001',
        covers: ['ids'],
        owner: 'customer',
        find: async (f) => ({ ids: [await firstMessage(f)], read: false }),
        unknown: () => ({ ids: [UNKNOWN_ROW], read: false }),
        refused: [...OTHERS_OF_CUSTOMER, 'billingOnly', 'serviceModules'],
        alsoReach: ['accountModules'],
      },
      {
        title: 'a message of the parent ENT2001',
        covers: ['ids'],
        owner: 'parent',
        find: async (f) => ({ ids: [await firstMessage(f)], read: true }),
        unknown: () => ({ ids: [UNKNOWN_ROW], read: true }),
        refused: ['child', 'customer', 'reseller'],
      },
    ],
  },
  'account.access.AddUser': {
    cases: [
      {
        title: 'the child account ENT2001-01, reached by its parent',
        covers: ['accountCode'],
        owner: 'parent',
        find: async () => ({ firstName: 'Idor', lastName: 'Probe', cellNumber: unusedCell(), portalModules: ['tickets'], accountCode: 'ENT2001-01' }),
        unknown: (own) => ({ ...own, accountCode: 'ZZZ9999-99' }),
        refused: ['child', 'customer', 'reseller', 'billingOnly'],
      },
    ],
    notObjects: {
      cellNumber: 'the new user’s number: a contact outside the caller’s account tree is never linked, a new one is made',
      firstName: 'text the caller gives the new user',
      lastName: 'text the caller gives the new user',
    },
  },
  'account.access.UpdateUserModules': {
    cases: [
      {
        title: 'Ruan Jacobs on the child ENT2001-01, reached by its parent',
        covers: ['personId', 'accountCode'],
        owner: 'parent',
        find: async (f) => {
          const user = await userOf(f, '4504', 'ENT2001-01');
          return { personId: user.personId, accountCode: 'ENT2001-01', portalModules: user.portalModules };
        },
        unknown: (own) => ({ ...own, personId: UNKNOWN_ROW }),
        refused: ['child', 'customer', 'reseller', 'billingOnly'],
      },
      {
        title: 'Sizwe Mokoena on CUS1001 (no account code: the caller’s own account)',
        covers: ['personId'],
        owner: 'customer',
        find: async (f) => ({ personId: (await userOf(f, '4501', 'CUS1001')).personId, portalModules: ['billing'] }),
        unknown: (own) => ({ ...own, personId: UNKNOWN_ROW }),
        refused: ['parent', 'child', 'reseller', 'accountModules'],
      },
    ],
  },
  'account.access.RemoveUser': {
    cases: [
      {
        title: 'a user the customer added to CUS1001',
        covers: ['personId', 'accountCode'],
        owner: 'customer',
        find: async ({ baseURL, token }) => {
          const added = await listed<{ personId: number }>(
            baseURL,
            'account.access.AddUser',
            { firstName: 'Removable', lastName: 'Probe', cellNumber: unusedCell(), portalModules: ['tickets'] },
            token,
          );
          return { personId: added.personId, accountCode: 'CUS1001' };
        },
        unknown: (own) => ({ ...own, personId: UNKNOWN_ROW }),
        refused: ['parent', 'child', 'reseller', 'accountModules'],
      },
      {
        title: 'a user the parent added to its child ENT2001-02',
        covers: ['personId', 'accountCode'],
        owner: 'parent',
        find: async ({ baseURL, token }) => {
          const added = await listed<{ personId: number }>(
            baseURL,
            'account.access.AddUser',
            { firstName: 'Removable', lastName: 'Branch', cellNumber: unusedCell(), portalModules: ['tickets'], accountCode: 'ENT2001-02' },
            token,
          );
          return { personId: added.personId, accountCode: 'ENT2001-02' };
        },
        unknown: (own) => ({ ...own, personId: UNKNOWN_ROW }),
        refused: ['child', 'customer', 'reseller'],
      },
    ],
  },
  'billing.GetViewInvoice': {
    cases: [
      {
        title: 'an invoice of CUS1001',
        covers: ['invoiceTxNumber'],
        owner: 'customer',
        find: invoiceOf,
        unknown: () => ({ invoiceTxNumber: 'INV9999-0001' }),
        refused: [...OTHERS_OF_CUSTOMER, 'accountModules', 'serviceModules'],
        alsoReach: ['billingOnly'],
      },
      {
        title: 'an invoice of the parent ENT2001',
        covers: ['invoiceTxNumber'],
        owner: 'parent',
        find: invoiceOf,
        unknown: () => ({ invoiceTxNumber: 'INV9999-0001' }),
        refused: ['child', 'customer', 'reseller'],
      },
    ],
  },
  'billing.doc.DownloadPDFInvoice': {
    cases: [
      {
        title: 'the PDF of an invoice of CUS1001',
        covers: ['invoiceTxNumber'],
        owner: 'customer',
        find: invoiceOf,
        unknown: () => ({ invoiceTxNumber: 'INV9999-0001' }),
        refused: [...OTHERS_OF_CUSTOMER, 'accountModules'],
        alsoReach: ['billingOnly'],
      },
      {
        title: 'the PDF of an invoice of the parent ENT2001',
        covers: ['invoiceTxNumber'],
        owner: 'parent',
        find: invoiceOf,
        unknown: () => ({ invoiceTxNumber: 'INV9999-0001' }),
        refused: ['child'],
      },
    ],
  },
  'billing.doc.DownloadExcelInvoice': {
    cases: [
      {
        title: 'the spreadsheet of an invoice of CUS1001',
        covers: ['invoiceTxNumber'],
        owner: 'customer',
        find: invoiceOf,
        unknown: () => ({ invoiceTxNumber: 'INV9999-0001' }),
        refused: [...OTHERS_OF_CUSTOMER, 'serviceModules'],
      },
    ],
  },
  'account.doc.DownloadDocument': {
    cases: [
      {
        title: 'a document of CUS1001',
        covers: ['id'],
        owner: 'customer',
        find: documentOf,
        unknown: () => ({ id: UNKNOWN_ROW }),
        refused: [...OTHERS_OF_CUSTOMER, 'billingOnly', 'serviceModules'],
        alsoReach: ['accountModules'],
      },
      {
        title: 'a document of the parent ENT2001',
        covers: ['id'],
        owner: 'parent',
        find: documentOf,
        unknown: () => ({ id: UNKNOWN_ROW }),
        refused: ['child', 'customer'],
      },
    ],
  },
  'billing.mandates.AcceptDebitOrderMandate': {
    cases: [
      {
        title: 'the pending mandate of CUS1001',
        covers: ['mandateId'],
        owner: 'customer',
        find: mandateOf,
        unknown: () => ({ mandateId: UNKNOWN_ROW }),
        refused: [...OTHERS_OF_CUSTOMER, 'accountModules', 'serviceModules'],
      },
      {
        title: 'the pending mandate of the parent ENT2001',
        covers: ['mandateId'],
        owner: 'parent',
        find: mandateOf,
        unknown: () => ({ mandateId: UNKNOWN_ROW }),
        refused: ['child', 'customer'],
      },
    ],
  },
  'billing.payment.ReactivateDebitOrder': {
    cases: [
      {
        title: 'the suspended debit order of CUS5201',
        covers: ['id'],
        owner: 'household',
        find: async ({ baseURL, token }) => {
          const details = await listed<{ billingDetails: { debitOrderDetailsBean: { id: number } | null } }>(baseURL, 'billing.GetBillingDetails', {}, token);
          return { id: details.billingDetails.debitOrderDetailsBean!.id };
        },
        unknown: () => ({ id: UNKNOWN_ROW }),
        refused: ['customer', 'parent', 'child', 'reseller', 'billingOnly'],
      },
    ],
  },
  'billing.payment.AddToBillPayment': {
    cases: [
      {
        title: 'a service of CUS1001',
        covers: ['serviceTag'],
        owner: 'customer',
        find: addToBillOf,
        unknown: (own) => ({ ...own, serviceTag: 'NONE-000000' }),
        refused: [...OTHERS_OF_CUSTOMER, 'accountModules'],
      },
      {
        title: 'a service of the parent ENT2001',
        covers: ['serviceTag'],
        owner: 'parent',
        find: addToBillOf,
        unknown: (own) => ({ ...own, serviceTag: 'NONE-000000' }),
        refused: ['child', 'customer'],
      },
    ],
    notObjects: {
      productId: 'a product of the catalogue, the same for every account',
      idempotencyKey: IDEMPOTENCY_KEY,
    },
  },
  'billing.payment.GetCardCaptureFrame': {
    notObjects: { idempotencyKey: 'claimed per account (unique on account and key): another account’s key starts the caller’s own capture' },
  },
  'billing.payment.payhost.GetPayHostRedirect': {
    cases: [
      {
        title: 'the account CUS1001',
        covers: ['accountId'],
        owner: 'customer',
        find: async ({ baseURL, token }) => ({ accountId: await accountIdOf(baseURL, token), collectionDay: await collectionDay(baseURL, token) }),
        unknown: (own) => ({ ...own, accountId: UNKNOWN_ROW }),
        refused: [...OTHERS_OF_CUSTOMER, 'accountModules'],
      },
      {
        title: 'the child account ENT2001-01, reached by its parent',
        covers: ['accountId'],
        owner: 'parent',
        find: async ({ baseURL, token }) => {
          const day = await collectionDay(baseURL, token);
          const parent = await signInAs(baseURL, PRINCIPALS.parent);
          return { accountId: await accountIdOf(baseURL, await switchInto(baseURL, parent, 'ENT2001-01')), collectionDay: day };
        },
        unknown: (own) => ({ ...own, accountId: UNKNOWN_ROW }),
        refused: ['child', 'customer', 'reseller'],
      },
      {
        title: 'the parent account ENT2001',
        covers: ['accountId'],
        owner: 'parent',
        find: async ({ baseURL, token }) => ({ accountId: await accountIdOf(baseURL, token), collectionDay: await collectionDay(baseURL, token) }),
        unknown: (own) => ({ ...own, accountId: UNKNOWN_ROW }),
        refused: ['child', 'customer'],
      },
    ],
  },
  'billing.payment.ValidatePayGatePayment': {
    cases: [
      {
        title: 'a card payment of CUS1001',
        covers: ['token'],
        owner: 'customer',
        find: paymentReferenceOf,
        unknown: () => ({ token: 'no-such-gateway-reference' }),
        refused: [...OTHERS_OF_CUSTOMER, 'accountModules'],
        alsoReach: ['billingOnly'],
      },
    ],
  },
  'billing.payment.ValidatePayment': {
    cases: [
      {
        title: 'a card payment of the parent ENT2001',
        covers: ['token'],
        owner: 'parent',
        find: paymentReferenceOf,
        unknown: () => ({ token: 'no-such-gateway-reference' }),
        refused: ['child', 'customer', 'reseller'],
      },
    ],
  },
  'account.GetAuthForAccount': {
    cases: [
      {
        title: 'the switch row of the child ENT2001-03, issued to the parent’s person',
        covers: ['userToken'],
        owner: 'parent',
        find: async ({ baseURL, token }) => {
          const { accounts } = await listed<{ accounts: { accountCode: string; userToken: string }[] }>(baseURL, 'account.GetChildAccounts', {}, token);
          return { userToken: accounts.find((a) => a.accountCode === 'ENT2001-03')!.userToken };
        },
        unknown: { none: SIGNED },
        refused: ['customer', 'reseller', 'billingOnly'],
        sameSession: true,
      },
    ],
  },
  'login.reauth.RequestReAuthOtp': {
    cases: [
      {
        title: 'a re-auth PIN to the cell number of 0821234567',
        covers: ['cellNumber'],
        owner: 'customer',
        find: async () => ({ cellNumber: '0821234567' }),
        unknown: () => ({ cellNumber: '0799999999' }),
        refused: ['parent', 'reseller', 'billingOnly'],
        refusedWith: [400, 403, 404],
      },
    ],
  },
  'login.reauth.VerifyReAuthOtp': {
    cases: [
      {
        title: 'the re-auth PIN sent to 0821234567',
        covers: ['contactAddress'],
        owner: 'customer',
        find: async ({ baseURL, token }) => {
          const requested = Date.now() - 1000;
          await listed(baseURL, 'login.reauth.RequestReAuthOtp', { cellNumber: '0821234567' }, token);
          return { contactAddress: '0821234567', pin: await latestPin(baseURL, '0821234567', requested) };
        },
        unknown: (own) => ({ ...own, contactAddress: '0799999999' }),
        refused: ['parent', 'reseller', 'billingOnly'],
        refusedWith: [400, 403, 404],
        sameSession: true,
      },
    ],
  },
  'auth.webauthn.RemoveDevice': {
    cases: [
      {
        title: 'the passkey of 0821234567',
        covers: ['deviceId'],
        owner: 'customer',
        find: passkeyOf,
        unknown: () => ({ deviceId: 'no-such-device-0000' }),
        refused: ['parent', 'reseller', 'billingOnly'],
      },
    ],
  },
  'auth.webauthn.RequestAuthentication': {
    cases: [
      {
        title: 'a re-auth challenge for the passkey of 0821234567 (signed in)',
        covers: ['deviceId'],
        owner: 'customer',
        find: passkeyOf,
        unknown: () => ({ deviceId: 'no-such-device-0000' }),
        refused: ['parent', 'reseller', 'billingOnly'],
      },
    ],
  },
  'auth.webauthn.RequestRegistration': {
    notObjects: {
      deviceId: 'the id a browser makes for itself; what is registered is bound to the signed-in person',
      token: 'not read to find anything; the session comes from the header',
    },
  },
  'auth.webauthn.VerifyRegistration': {
    notObjects: {
      deviceId: 'answers a challenge issued to the signed-in person for this device',
      id: 'the new credential’s own id',
      rawId: 'the new credential’s own id',
    },
  },
  'auth.webauthn.Authenticate': {
    notObjects: {
      deviceId: 'proved by the passkey’s signature over a single-use challenge',
      id: 'proved by the passkey’s signature',
      rawId: 'proved by the passkey’s signature',
    },
  },
  'auth.webauthn.ReAuthenticate': {
    notObjects: {
      deviceId: 'proved by the passkey’s signature over a challenge bound to the signed-in person',
      id: 'proved by the passkey’s signature',
      rawId: 'proved by the passkey’s signature',
    },
  },
  'billing.arrangement.MakePaymentArrangement': { notObjects: { idempotencyKey: IDEMPOTENCY_KEY } },
  'status.ConfirmSubscription': { notObjects: { token: 'a link the server signed for one subscription, sent to its address: an unknown subscription cannot be named by one that verifies' } },
  'status.Unsubscribe': { notObjects: { token: 'a link the server signed for one subscription, in its messages: an unknown subscription cannot be named by one that verifies' } },
  'login.otp.RequestOtp': { notObjects: { cellNumber: 'signed out: who you say you are, proved by the PIN' } },
  'login.otp.VerifyOtp': { notObjects: { cellNumber: 'signed out: proved by the PIN sent to it' } },
  'login.otp.SelectAccount': { notObjects: { userToken: `${SIGNED} (issued after the PIN)` } },
  'login.otp.GetDuplicateContacts': { notObjects: { userToken: `${SIGNED} (issued after the PIN)` } },
  'login.otp.SelectContactSession': { notObjects: { contactToken: `${SIGNED} (issued after the PIN)` } },
  'account.UpdateAddress': {
    notObjects: {
      cellNumber: 'the signed-in person’s new number: it changes only their own row',
      postalAddress: 'the address being stored',
      physicalAddress: 'the address being stored',
      'postalAddress.postalCode': 'part of an address',
      'physicalAddress.postalCode': 'part of an address',
    },
  },
  'billing.UpdateBillingDetails': {
    notObjects: {
      paymentMethodId: 'an option (1 card, 2 debit order)',
      'billingDetails.creditCardDetailsBean.creditCollectionDayId': 'an option of the option lists',
      'billingDetails.debitOrderDetailsBean.bankNameId': 'an option of the option lists',
      'billingDetails.debitOrderDetailsBean.accountTypeId': 'an option of the option lists',
      'billingDetails.debitOrderDetailsBean.debitCollectionDayId': 'an option of the option lists',
      'billingDetails.debitOrderDetailsBean.idNumberTypeId': 'an option of the option lists',
      'billingDetails.debitOrderDetailsBean.accountNumber': 'the bank account number being entered',
      'billingDetails.debitOrderDetailsBean.branchCode': 'the bank branch code being entered',
      'billingDetails.debitOrderDetailsBean.idNumber': 'the account holder’s identity number being entered',
    },
  },
};

test('the matrix names every id-taking action of the catalogue, and every id field of it', () => {
  const missing: string[] = [];
  for (const [name, fields] of Object.entries(idTakingInputs())) {
    const entry = MATRIX[name];
    const covered = new Set([...[...(entry?.cases ?? []), ...(entry?.checks ?? [])].flatMap((c) => c.covers), ...Object.keys(entry?.notObjects ?? {})]);
    for (const field of fields) if (!covered.has(field)) missing.push(`${name}: ${field}`);
  }
  expect(missing, 'id fields without an IDOR case or a reason they name no object: add them to MATRIX').toEqual([]);
  const stale = Object.keys(MATRIX).filter((name) => !(name in idTakingInputs()));
  expect(stale, 'MATRIX entries for actions that no longer take an id').toEqual([]);
});

const codeOf = (a: { envelope: { errors?: { code?: string }[] } | null }) => a.envelope?.errors?.[0]?.code;

for (const [name, entry] of Object.entries(MATRIX)) {
  for (const c of entry.cases ?? []) {
    test(`${name}: ${c.title}`, async ({ browser }) => {
      const { baseURL } = server;
      const route = routeOf(name);
      const findToken = await signInAs(baseURL, PRINCIPALS[c.owner]);
      const own = await c.find({ baseURL, token: findToken, browser });
      const refusedWith = c.refusedWith ?? [403, 404];
      const problems: string[] = [];

      const byModule = new Set(c.refusedByModule ?? []);
      for (const who of [...c.refused, ...byModule]) {
        const p = PRINCIPALS[who];
        // A fresh token for each caller, just before its calls (sensitive actions need one).
        const token = await signInAs(baseURL, p);
        const theirs = c.as && !byModule.has(who) ? await c.as(own, { baseURL, token, browser }) : own;
        const foreign = await send(baseURL, route, name, theirs, token);
        if (!refusedWith.includes(foreign.status)) {
          problems.push(`${p.label} reached it: ${foreign.status} ${foreign.text.slice(0, 160)}`);
          continue;
        }
        if (!('none' in c.unknown) && !byModule.has(who)) {
          const nothing = await send(baseURL, route, name, c.unknown(theirs), token);
          if (nothing.status !== foreign.status || codeOf(nothing) !== codeOf(foreign) || nothing.envelope?.errors?.[0]?.message !== foreign.envelope?.errors?.[0]?.message) {
            problems.push(
              `${p.label}: another account's id answers ${foreign.status} ${codeOf(foreign)} "${foreign.envelope?.errors?.[0]?.message}", ` +
                `an unknown id ${nothing.status} ${codeOf(nothing)} "${nothing.envelope?.errors?.[0]?.message}" (an existence oracle)`,
            );
          }
        }
      }

      for (const who of c.alsoReach ?? []) {
        const reached = await send(baseURL, route, name, own, await signInAs(baseURL, PRINCIPALS[who]));
        if (reached.status !== 200) problems.push(`${PRINCIPALS[who].label} may reach it but got ${reached.status} ${reached.text.slice(0, 160)}`);
      }

      // Last, with a fresh token (sensitive actions need one): the owner still can, so nothing above was vacuous or did harm.
      const ownerToken = c.sameSession ? findToken : await signInAs(baseURL, PRINCIPALS[c.owner]);
      if (!('none' in c.unknown)) {
        const nothing = await send(baseURL, route, name, c.unknown(own), ownerToken);
        if (nothing.status >= 500 || nothing.status < 400) problems.push(`the owner's call for an unknown id answered ${nothing.status}`);
      }
      const mine = await send(baseURL, route, name, own, ownerToken);
      if (mine.status !== 200) problems.push(`the owner ${PRINCIPALS[c.owner].label} was refused: ${mine.status} ${mine.text.slice(0, 200)}`);

      if (problems.length) console.log(server.log().split('\n').filter((l) => /incorrect|RATE_LIMITED|expired/i.test(l)).slice(-20).join('\n'));
      expect(problems, `${name} with ${JSON.stringify(own)}`).toEqual([]);
    });
  }
}

for (const [name, entry] of Object.entries(MATRIX)) {
  for (const check of entry.checks ?? []) {
    test(`${name}: ${check.title}`, async ({ browser }) => {
      const token = await signInAs(server.baseURL, PRINCIPALS[check.owner]);
      expect(await check.run({ baseURL: server.baseURL, token, browser }), name).toEqual([]);
    });
  }
}
