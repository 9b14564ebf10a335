import { IDEMPOTENCY_KEY, listed, newKey, type Body, type Find, type MatrixEntry, type ObjectCase } from './objects-matrix';

/**
 * IDOR matrix entries of the Cloud & Hosting hosting actions (cloud.*: web hosting, personal web hosting,
 * co-location). Each names a service by its tag and, inside it, a domain or a visitor (by cell number): another
 * account's service answers exactly as one that does not exist (404), and so does a domain or visitor that is not the
 * service's.
 *
 * Objects: CUS1001's WEB-800917, PWH-901018 and COL-800918; the parent ENT2001's WEB-230004 and COL-230003. Changes
 * use names of their own per run, so the cases do not meet.
 */

const NO_SERVICE = 'NONE-000000';
const noService = (own: Body) => ({ ...own, serviceTag: NO_SERVICE });
const unique = (prefix: string) => `${prefix}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
const settle = () => new Promise((resolve) => setTimeout(resolve, 500));
/** A cell number nobody has: 079 and eight random digits. */
const randomCell = () => `079${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

/** A case for a service of CUS1001 and, where given, one for a service of the parent ENT2001. */
function serviceCases(covers: string[], customer: (f: Find) => Promise<Body>, parent?: (f: Find) => Promise<Body>): ObjectCase[] {
  return [
    { title: 'a hosting service of CUS1001', covers, owner: 'customer', find: customer, unknown: noService, refused: ['parent', 'child', 'reseller'], refusedByModule: ['billingOnly'] },
    ...(parent
      ? [{ title: 'a hosting service of the parent ENT2001', covers, owner: 'parent' as const, find: parent, unknown: noService, refused: ['child' as const, 'customer' as const, 'reseller' as const] }]
      : []),
  ];
}

const tag = (serviceTag: string) => async () => ({ serviceTag });

interface Pending {
  pending: unknown;
}

/** Waits (on the demo operator, 2 s) until nothing of the service is pending, so the owner's change is not refused as busy. */
async function untilSettled(f: Find, serviceTag: string, kind: 'web' | 'colo') {
  for (let i = 0; i < 40; i++) {
    if (kind === 'web') {
      const view = await listed<{ domains: Pending[]; ftpUser: Pending | null }>(f.baseURL, 'cloud.GetWebHosting', { serviceTag }, f.token);
      if (!view.domains.some((d) => d.pending) && !view.ftpUser?.pending) return;
    } else {
      const view = await listed<{ visitors: Pending[] }>(f.baseURL, 'cloud.GetColocation', { serviceTag }, f.token);
      if (!view.visitors.some((v) => v.pending)) return;
    }
    await settle();
  }
}

/** Room for one more domain: earlier probes' domains removed, everything settled. */
async function roomForDomain(f: Find, serviceTag: string) {
  await untilSettled(f, serviceTag, 'web');
  const { domains } = await listed<{ domains: { name: string }[] }>(f.baseURL, 'cloud.GetWebHosting', { serviceTag }, f.token);
  for (const d of domains.filter((x) => x.name.startsWith('idor'))) {
    await listed(f.baseURL, 'cloud.RemoveHostingDomain', { serviceTag, domain: d.name }, f.token);
  }
  await untilSettled(f, serviceTag, 'web');
}

/** A domain of the service made for this case, settled. */
async function ownDomain(f: Find, serviceTag: string) {
  await roomForDomain(f, serviceTag);
  const domain = `${unique('idor')}.example.co.za`;
  await listed(f.baseURL, 'cloud.AddHostingDomain', { serviceTag, domain }, f.token);
  await untilSettled(f, serviceTag, 'web');
  return { serviceTag, domain };
}

/** A visitor of the service added for this case, settled. */
async function ownVisitor(f: Find, serviceTag: string) {
  await untilSettled(f, serviceTag, 'colo');
  const cellNumber = randomCell();
  await listed(f.baseURL, 'cloud.AddColocationVisitor', { serviceTag, name: unique('IDOR probe '), idOrCompany: 'IDOR probe', cellNumber }, f.token);
  await untilSettled(f, serviceTag, 'colo');
  return { serviceTag, cellNumber };
}

async function newestBackup(f: Find, serviceTag: string) {
  const { backups } = await listed<{ backups: { date: string }[] }>(f.baseURL, 'cloud.GetWebHosting', { serviceTag }, f.token);
  return { serviceTag, backupDate: backups[0].date };
}

const remoteHands = (serviceTag: string) => async () => ({ serviceTag, task: 'Check cables and lights', description: 'IDOR probe: please ignore this request.', idempotencyKey: newKey() });

export const HOSTING_MATRIX: Record<string, MatrixEntry> = {
  'cloud.GetWebHosting': { cases: serviceCases(['serviceTag'], tag('WEB-800917'), tag('WEB-230004')) },
  'cloud.AddHostingDomain': {
    cases: serviceCases(
      ['serviceTag'],
      async (f) => {
        await roomForDomain(f, 'WEB-800917');
        return { serviceTag: 'WEB-800917', domain: `${unique('idor')}.example.co.za` };
      },
      async (f) => {
        await roomForDomain(f, 'WEB-230004');
        return { serviceTag: 'WEB-230004', domain: `${unique('idor')}.example.co.za` };
      },
    ),
    notObjects: { domain: 'a new domain’s name: it names nothing of another account (a name already on the service is 409)' },
  },
  'cloud.RemoveHostingDomain': { cases: serviceCases(['serviceTag', 'domain'], (f) => ownDomain(f, 'WEB-800917'), (f) => ownDomain(f, 'WEB-230004')) },
  'cloud.ResetFtpPassword': {
    cases: serviceCases(
      ['serviceTag'],
      async (f) => {
        await untilSettled(f, 'PWH-901018', 'web');
        return { serviceTag: 'PWH-901018' };
      },
      async (f) => {
        await untilSettled(f, 'WEB-230004', 'web');
        return { serviceTag: 'WEB-230004' };
      },
    ),
  },
  'cloud.ChooseRestoreBackup': {
    cases: serviceCases(['serviceTag'], (f) => newestBackup(f, 'WEB-800917'), (f) => newestBackup(f, 'WEB-230004')),
    notObjects: { backupDate: 'a day: it must be one of the service’s own backups, else 400' },
  },
  'cloud.GetColocation': { cases: serviceCases(['serviceTag'], tag('COL-800918'), tag('COL-230003')) },
  'cloud.AddColocationVisitor': {
    cases: serviceCases(
      ['serviceTag'],
      async (f) => {
        await untilSettled(f, 'COL-800918', 'colo');
        return { serviceTag: 'COL-800918', name: unique('IDOR probe '), idOrCompany: 'IDOR probe', cellNumber: randomCell() };
      },
      async (f) => {
        await untilSettled(f, 'COL-230003', 'colo');
        return { serviceTag: 'COL-230003', name: unique('IDOR probe '), idOrCompany: 'IDOR probe', cellNumber: randomCell() };
      },
    ),
    notObjects: {
      cellNumber: 'a new visitor’s cell number: it names no object of another account (one already on the list is 409)',
      name: 'a new visitor’s name: free text',
    },
  },
  'cloud.RemoveColocationVisitor': { cases: serviceCases(['serviceTag', 'cellNumber'], (f) => ownVisitor(f, 'COL-800918'), (f) => ownVisitor(f, 'COL-230003')) },
  'cloud.RequestRemoteHands': {
    cases: serviceCases(['serviceTag'], remoteHands('COL-800918'), remoteHands('COL-230003')),
    notObjects: { idempotencyKey: IDEMPOTENCY_KEY },
  },
};
