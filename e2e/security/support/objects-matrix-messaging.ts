import { listed, type Body, type Find, type MatrixEntry, type ObjectCase } from './objects-matrix';

/**
 * IDOR matrix entries of the messaging services' actions (communication.*Sms*, *Escan*, *BulkMailer*, *ContactList).
 * Only CUS1001 has SMS, eScan and bulk-mailer services (SMS-701018, ESC-701119, BLK-701624); the enterprise accounts
 * have none, so each case names CUS1001's object and every other account must be refused as for a tag that does not
 * exist. The owner's last call really changes something, so each find makes what it changes (a list of its own, a
 * sender id of its own) and waits until the demo provisioning has finished the change before.
 */

const NO_SERVICE = 'NONE-000000';
const noService = (own: Body) => ({ ...own, serviceTag: NO_SERVICE });
const SMS = 'SMS-701018';
const ESCAN = 'ESC-701119';
const MAILER = 'BLK-701624';

interface Pending {
  pending: unknown;
}

/** Asks until nothing of the answer is on its way (the demo provisioning takes 2 s), at most 20 s. */
async function settled<T>(read: () => Promise<T>, pendingOf: (answer: T) => Pending[]): Promise<T> {
  for (let i = 0; i < 40; i++) {
    const answer = await read();
    if (!pendingOf(answer).some((p) => p.pending)) return answer;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error('a change is still on its way after 20 s');
}

const letters = (n: number) =>
  Array.from(crypto.getRandomValues(new Uint8Array(n)), (b) => 'abcdefghijklmnopqrstuvwxyz'[b % 26]).join('');

interface Mailer {
  lists: { listKey: string; name: string; pending: unknown }[];
}

const mailerOf = ({ baseURL, token }: Find) => listed<Mailer>(baseURL, 'communication.GetBulkMailer', { serviceTag: MAILER }, token);

/** A list of the owner's own making, provisioned: what the rename and delete cases change. */
async function ownList(f: Find) {
  const name = `IDOR ${letters(8)}`;
  await listed(f.baseURL, 'communication.AddContactList', { serviceTag: MAILER, name }, f.token);
  const mailer = await settled(() => mailerOf(f), (m) => m.lists);
  return mailer.lists.find((l) => l.name === name)!.listKey;
}

/** The case of an object of CUS1001: refused for every other account, and by module for the billing-only person. */
const ofCustomer = (title: string, covers: string[], find: (f: Find) => Promise<Body>, unknown: (own: Body) => Body = noService): ObjectCase => ({
  title,
  covers,
  owner: 'customer',
  find,
  unknown,
  refused: ['parent', 'child', 'reseller'],
  refusedByModule: ['billingOnly'],
});

const tag = (serviceTag: string) => async () => ({ serviceTag });

export const MESSAGING_MATRIX: Record<string, MatrixEntry> = {
  'communication.GetSms': { cases: [ofCustomer(`the SMS service ${SMS} of CUS1001`, ['serviceTag'], tag(SMS))] },
  'communication.SetSmsSenderId': {
    cases: [
      ofCustomer(`the sender id of ${SMS} of CUS1001`, ['serviceTag'], async (f) => {
        await settled(
          () => listed<{ senderId: Pending | null }>(f.baseURL, 'communication.GetSms', { serviceTag: SMS }, f.token),
          (sms) => (sms.senderId ? [sms.senderId] : []),
        );
        return { serviceTag: SMS, senderId: `Idor${letters(6)}` };
      }),
    ],
    notObjects: { senderId: 'the name messages are sent from, a value of the service itself: it names nothing to reach into' },
  },
  'communication.GetEscan': { cases: [ofCustomer(`the eScan licence ${ESCAN} of CUS1001`, ['serviceTag'], tag(ESCAN))] },
  'communication.RevealEscanLicenceKey': { cases: [ofCustomer(`the licence key of ${ESCAN} of CUS1001 (sensitive)`, ['serviceTag'], tag(ESCAN))] },
  'communication.RemoveEscanDevice': {
    cases: [
      ofCustomer(
        `a device on the eScan licence ${ESCAN} of CUS1001`,
        ['serviceTag', 'deviceKey'],
        async (f) => {
          const { devices } = await listed<{ devices: { deviceKey: string; pending: unknown }[] }>(f.baseURL, 'communication.GetEscan', { serviceTag: ESCAN }, f.token);
          const device = devices.find((d) => !d.pending);
          if (!device) throw new Error(`${ESCAN} has no device left to remove`);
          return { serviceTag: ESCAN, deviceKey: device.deviceKey };
        },
        (own) => ({ ...own, deviceKey: 'dev-none' }),
      ),
    ],
  },
  'communication.GetBulkMailer': { cases: [ofCustomer(`the bulk mailer ${MAILER} of CUS1001`, ['serviceTag'], tag(MAILER))] },
  'communication.AddContactList': {
    cases: [ofCustomer(`the bulk mailer ${MAILER} of CUS1001`, ['serviceTag'], async () => ({ serviceTag: MAILER, name: `IDOR ${letters(8)}` }))],
    notObjects: { name: 'the new list’s name, unique only within the service: it names nothing to reach into' },
  },
  'communication.RenameContactList': {
    cases: [
      ofCustomer(
        `a contact list of ${MAILER} of CUS1001`,
        ['serviceTag', 'listKey'],
        async (f) => ({ serviceTag: MAILER, listKey: await ownList(f), name: `IDOR ${letters(8)}` }),
        (own) => ({ ...own, listKey: 'list-none' }),
      ),
    ],
    notObjects: { name: 'the list’s new name, unique only within the service: it names nothing to reach into' },
  },
  'communication.RemoveContactList': {
    cases: [
      ofCustomer(
        `a contact list of ${MAILER} of CUS1001`,
        ['serviceTag', 'listKey'],
        async (f) => ({ serviceTag: MAILER, listKey: await ownList(f) }),
        (own) => ({ ...own, listKey: 'list-none' }),
      ),
    ],
  },
};
