import { listed, type Body, type Find, type MatrixEntry, type ObjectCase } from './objects-matrix';

/**
 * IDOR matrix entries of the mail services' actions (communication.*: email, hosted Exchange, domain). Each names a
 * service by its tag and, inside it, a mailbox or alias by its address or a DNS record by its id: another account's
 * service answers exactly as one that does not exist (404), and so does an address or record that is not the service's.
 *
 * Objects: CUS1001's EML-500614 (mokoena-design.co.za), HEX-701220 (mokoenadesign.com) and DOM-701321; the parent
 * ENT2001's HEX-220002 (acme-logistics.co.za). Changes use names of their own per run, so the cases do not meet.
 */

const NO_SERVICE = 'NONE-000000';
const noService = (own: Body) => ({ ...own, serviceTag: NO_SERVICE });
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));

/** A case for a service of CUS1001 and, where given, one for a service of the parent ENT2001. */
function serviceCases(covers: string[], customer: (f: Find) => Promise<Body>, parent?: (f: Find) => Promise<Body>): ObjectCase[] {
  return [
    { title: 'a mail service of CUS1001', covers, owner: 'customer', find: customer, unknown: noService, refused: ['parent', 'child', 'reseller'], refusedByModule: ['billingOnly'] },
    ...(parent ? [{ title: 'a mail service of the parent ENT2001', covers, owner: 'parent' as const, find: parent, unknown: noService, refused: ['child' as const, 'customer' as const, 'reseller' as const] }] : []),
  ];
}

const tag = (serviceTag: string) => async () => ({ serviceTag });

/** Waits (on the demo operator, 2 s) until nothing of the list is pending, so the owner's change is not refused as busy. */
async function untilSettled(f: Find, name: string, serviceTag: string, list: 'mailboxes' | 'aliases' | 'records') {
  for (let i = 0; i < 40; i++) {
    const view = await listed<Record<string, { pending: unknown }[]>>(f.baseURL, name, { serviceTag }, f.token);
    if (!view[list].some((x) => x.pending)) return;
    await settle();
  }
}

/** A mailbox of the service made for this case, settled. */
async function ownMailbox(f: Find, serviceTag: string, domain: string) {
  const address = `${unique('idor')}@${domain}`;
  await listed(f.baseURL, 'communication.AddMailbox', { serviceTag, address, displayName: 'IDOR probe', quotaMb: 256 }, f.token);
  await untilSettled(f, 'communication.GetEmail', serviceTag, 'mailboxes');
  return address;
}

async function ownAlias(f: Find) {
  const address = `${unique('idor')}@mokoena-design.co.za`;
  await listed(f.baseURL, 'communication.AddMailAlias', { serviceTag: 'EML-500614', address, deliversTo: 'thandi@mokoena-design.co.za' }, f.token);
  await untilSettled(f, 'communication.GetEmail', 'EML-500614', 'aliases');
  return address;
}

async function ownRecord(f: Find, serviceTag: string) {
  const name = unique('idor');
  await listed(f.baseURL, 'communication.AddDnsRecord', { serviceTag, record: { type: 'A', name, value: '192.0.2.10', ttl: 3600 } }, f.token);
  await untilSettled(f, 'communication.GetDomain', serviceTag, 'records');
  const { records } = await listed<{ records: { recordId: string; name: string }[] }>(f.baseURL, 'communication.GetDomain', { serviceTag }, f.token);
  return records.find((r) => r.name === name)!.recordId;
}

async function ownExchangeMailbox(f: Find, serviceTag: string, domain: string) {
  const { plans } = await listed<{ plans: { productId: number }[] }>(f.baseURL, 'communication.GetHostedExchange', { serviceTag }, f.token);
  const address = `${unique('idor')}@${domain}`;
  await listed(f.baseURL, 'communication.AddExchangeMailbox', { serviceTag, address, displayName: 'IDOR probe', productId: plans[0].productId }, f.token);
  await untilSettled(f, 'communication.GetHostedExchange', serviceTag, 'mailboxes');
  return { address, productId: plans[0].productId };
}

export const MAIL_MATRIX: Record<string, MatrixEntry> = {
  'communication.GetEmail': { cases: serviceCases(['serviceTag'], tag('EML-500614')) },
  'communication.AddMailbox': {
    cases: serviceCases(['serviceTag'], async () => ({ serviceTag: 'EML-500614', address: `${unique('idor')}@mokoena-design.co.za`, displayName: 'IDOR probe', quotaMb: 256 })),
    notObjects: {
      address: 'a new mailbox’s address: it must be at the service’s own domain, else 400',
      displayName: 'the name the new mailbox shows as, typed by the customer: stored, never looked up',
    },
  },
  'communication.ResetMailboxPassword': {
    // A seeded mailbox (the plan has room for few new ones), once nothing of the service is on its way.
    cases: serviceCases(['serviceTag', 'address'], async (f) => {
      await untilSettled(f, 'communication.GetEmail', 'EML-500614', 'mailboxes');
      return { serviceTag: 'EML-500614', address: 'accounts@mokoena-design.co.za' };
    }),
  },
  'communication.RemoveMailbox': {
    cases: serviceCases(['serviceTag', 'address'], async (f) => ({ serviceTag: 'EML-500614', address: await ownMailbox(f, 'EML-500614', 'mokoena-design.co.za') })),
  },
  'communication.AddMailAlias': {
    cases: serviceCases(['serviceTag', 'deliversTo'], async () => ({ serviceTag: 'EML-500614', address: `${unique('idor')}@mokoena-design.co.za`, deliversTo: 'thandi@mokoena-design.co.za' })),
    notObjects: { address: 'a new alias’s address: it must be at the service’s own domain, else 400' },
  },
  'communication.RemoveMailAlias': {
    cases: serviceCases(['serviceTag', 'address'], async (f) => ({ serviceTag: 'EML-500614', address: await ownAlias(f) })),
  },
  'communication.SetMailForwarding': {
    cases: serviceCases(['serviceTag', 'address'], async () => ({ serviceTag: 'EML-500614', address: 'studio@mokoena-design.co.za', forwardTo: 'idor.probe@example.com', keepCopy: true })),
    notObjects: { forwardTo: 'an outside address mail is sent to, stored with the forwarding; it names nothing of any account' },
  },
  'communication.ClearMailForwarding': {
    cases: serviceCases(['serviceTag', 'address'], async (f) => {
      const address = 'sizwe@mokoena-design.co.za';
      await untilSettled(f, 'communication.GetEmail', 'EML-500614', 'mailboxes');
      await listed(f.baseURL, 'communication.SetMailForwarding', { serviceTag: 'EML-500614', address, forwardTo: 'idor.probe@example.com', keepCopy: false }, f.token);
      // The forwarding itself is pending for the demo operator's 2 s.
      for (let i = 0; i < 40; i++) {
        const { mailboxes } = await listed<{ mailboxes: { address: string; forwarding: { pending: unknown } | null }[] }>(f.baseURL, 'communication.GetEmail', { serviceTag: 'EML-500614' }, f.token);
        if (!mailboxes.find((m) => m.address === address)?.forwarding?.pending) break;
        await settle();
      }
      return { serviceTag: 'EML-500614', address };
    }),
  },
  'communication.GetHostedExchange': { cases: serviceCases(['serviceTag'], tag('HEX-701220'), tag('HEX-220002')) },
  'communication.AddExchangeMailbox': {
    cases: serviceCases(
      ['serviceTag'],
      async (f) => {
        const { plans } = await listed<{ plans: { productId: number }[] }>(f.baseURL, 'communication.GetHostedExchange', { serviceTag: 'HEX-701220' }, f.token);
        return { serviceTag: 'HEX-701220', address: `${unique('idor')}@mokoenadesign.com`, displayName: 'IDOR probe', productId: plans[0].productId };
      },
    ),
    notObjects: {
      address: 'a new mailbox’s address: it must be at the service’s own domain, else 400',
      displayName: 'the name the new mailbox shows as, typed by the customer: stored, never looked up',
      productId: 'a catalogue product (an Exchange mailbox plan) every account may choose; any other product is refused with 400',
    },
  },
  'communication.RemoveExchangeMailbox': {
    cases: serviceCases(['serviceTag', 'address'], async (f) => ({ serviceTag: 'HEX-701220', address: (await ownExchangeMailbox(f, 'HEX-701220', 'mokoenadesign.com')).address })),
  },
  'communication.GetDomain': { cases: serviceCases(['serviceTag'], tag('DOM-701321')) },
  'communication.AddDnsRecord': {
    cases: serviceCases(['serviceTag'], async () => ({ serviceTag: 'DOM-701321', record: { type: 'A', name: unique('idor'), value: '192.0.2.20', ttl: 3600 } })),
    notObjects: { 'record.name': 'a DNS name inside the domain the (owned) service holds; it names nothing of another account' },
  },
  'communication.ChangeDnsRecord': {
    cases: serviceCases(['serviceTag', 'recordId'], async (f) => {
      const recordId = await ownRecord(f, 'DOM-701321');
      return { serviceTag: 'DOM-701321', recordId, record: { type: 'A', name: unique('idor'), value: '192.0.2.30', ttl: 600 } };
    }),
    notObjects: { 'record.name': 'a DNS name inside the domain the (owned) service holds; it names nothing of another account' },
  },
  'communication.RemoveDnsRecord': {
    cases: serviceCases(['serviceTag', 'recordId'], async (f) => ({ serviceTag: 'DOM-701321', recordId: await ownRecord(f, 'DOM-701321') })),
  },
};
