import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { products, serviceItems, services } from '../db/schema';
import { communicationPlan, type ProductRow } from './seed-product-rows';

const GB = 1024;

/** A monthly add-on of a service type (bought through the cart as a purchase); `limits` says what it adds. */
const monthlyAddOn = (serviceType: string, name: string, price: number, description: string, limits: Record<string, number> | null = null): ProductRow => ({
  ...communicationPlan(serviceType, name, price, description, limits),
  kind: 'add-on',
});

/** The catalogue of the mail services: email, hosted Exchange and domain names. */
export const MAIL_PRODUCTS: ProductRow[] = [
  communicationPlan('email', 'Business Email 2 Mailboxes', 60, 'Email on your own domain: 2 mailboxes, 10 GB shared storage.', { mailboxes: 2, storageMb: 10 * GB, mailboxQuotaMb: 5 * GB }),
  communicationPlan('email', 'Business Email 5 Mailboxes', 99, 'Email on your own domain: 5 mailboxes, 25 GB shared storage.', { mailboxes: 5, storageMb: 25 * GB, mailboxQuotaMb: 10 * GB }),
  communicationPlan('email', 'Business Email 10 Mailboxes', 150, 'Email on your own domain: 10 mailboxes, 50 GB shared storage.', { mailboxes: 10, storageMb: 50 * GB, mailboxQuotaMb: 10 * GB }),
  communicationPlan('email', 'Business Email 25 Mailboxes', 329, 'Email on your own domain: 25 mailboxes, 150 GB shared storage.', { mailboxes: 25, storageMb: 150 * GB, mailboxQuotaMb: 25 * GB }),
  communicationPlan('email', 'Business Email 50 Mailboxes', 599, 'Email on your own domain: 50 mailboxes, 300 GB shared storage.', { mailboxes: 50, storageMb: 300 * GB, mailboxQuotaMb: 50 * GB }),
  monthlyAddOn('email', 'Email Archiving', 49, 'Every message kept for 7 years and searchable, for POPIA and tax records.'),
  monthlyAddOn('email', 'Advanced Spam Filter', 29, 'Stronger filtering of spam, phishing and malware before it reaches your mailboxes.'),
  monthlyAddOn('email', 'Extra 10 GB Storage', 39, '10 GB more storage to share between your mailboxes.', { storageMb: 10 * GB }),
  communicationPlan('hosted-exchange', 'Hosted Exchange 50 Mailboxes', 2450, 'Microsoft Exchange for up to 50 mailboxes, each priced by its plan.', { mailboxes: 50 }),
  communicationPlan('hosted-exchange', 'Hosted Exchange Business', 99, 'Microsoft Exchange on your domain: a monthly base, and each mailbox priced by its plan.'),
  monthlyAddOn('hosted-exchange', 'Exchange Basic 2 GB', 45, 'An Exchange mailbox of 2 GB with Outlook on the web.', { mailboxQuotaMb: 2 * GB }),
  monthlyAddOn('hosted-exchange', 'Exchange Standard 50 GB', 89, 'An Exchange mailbox of 50 GB with Outlook on the desktop, web and phone.', { mailboxQuotaMb: 50 * GB }),
  monthlyAddOn('hosted-exchange', 'Exchange Plus 100 GB', 129, 'An Exchange mailbox of 100 GB with archiving and Outlook everywhere.', { mailboxQuotaMb: 100 * GB }),
  communicationPlan('domain', 'Domain Name .co.za', 15, 'Your own .co.za domain with DNS you manage.'),
];

/** The domain of each seeded mail service. */
const DOMAINS: Record<string, string> = {
  'EML-500614': 'mokoena-design.co.za',
  'HEX-701220': 'mokoenadesign.com',
  'DOM-701321': 'mokoena-design.co.za',
  'EML-271007': 'pta.acme-logistics.co.za',
  'HEX-220002': 'acme-logistics.co.za',
  'EML-320002': 'dlamini-consulting.co.za',
};

type MailboxSeed = [localPart: string, displayName: string, quotaGb: number, usedMb: number];

const MAILBOXES: Record<string, MailboxSeed[]> = {
  'EML-500614': [
    ['thandi', 'Thandi Mokoena', 10, 6_840],
    ['info', 'Mokoena Design', 5, 2_310],
    ['accounts', 'Accounts', 5, 3_955],
    ['studio', 'Studio', 5, 1_204],
    ['sizwe', 'Sizwe Mokoena', 2, 1_630],
    ['ayanda', 'Ayanda Mokoena', 2, 402],
    ['bookings', 'Bookings', 1, 118],
  ],
  'EML-271007': [
    ['reception', 'Pretoria Reception', 5, 1_870],
    ['dispatch', 'Pretoria Dispatch', 5, 3_402],
    ['manager', 'Branch Manager', 10, 5_120],
  ],
  'EML-320002': [
    ['sipho', 'Sipho Dlamini', 5, 2_250],
    ['admin', 'Dlamini Consulting', 2, 640],
  ],
};

const ALIASES: Record<string, [alias: string, mailbox: string][]> = {
  'EML-500614': [
    ['hello', 'info'],
    ['invoices', 'accounts'],
    ['design', 'studio'],
  ],
  'EML-271007': [['pretoria', 'reception']],
  'EML-320002': [['info', 'admin']],
};

const FORWARDING: Record<string, [mailbox: string, to: string, keepCopy: boolean][]> = {
  'EML-500614': [['bookings', 'thandi.mokoena@example.com', true]],
  'EML-320002': [['admin', 'sipho.dlamini@example.com', false]],
};

const FIRST_NAMES = ['thabo', 'lerato', 'pieter', 'naledi', 'johan', 'zanele', 'kagiso', 'anele', 'ruan', 'palesa', 'musa', 'carla'];
const TEAMS = ['dispatch', 'fleet', 'finance', 'hr', 'sales', 'ops', 'it', 'depot', 'support', 'legal', 'planning', 'stores'];
const title = (word: string) => (word.length <= 2 ? word.toUpperCase() : word[0].toUpperCase() + word.slice(1));

/** Exchange mailboxes: [localPart, display name, plan]. Acme has 47 of its 50. */
const EXCHANGE: Record<string, [string, string, string][]> = {
  'HEX-701220': [
    ['thandi', 'Thandi Mokoena', 'Exchange Plus 100 GB'],
    ['projects', 'Projects', 'Exchange Standard 50 GB'],
    ['reception', 'Reception', 'Exchange Basic 2 GB'],
  ],
  'HEX-220002': [
    ['sipho', 'Sipho Dlamini', 'Exchange Plus 100 GB'],
    ['ceo', 'Office of the CEO', 'Exchange Plus 100 GB'],
    ...Array.from({ length: 45 }, (_, i): [string, string, string] => {
      const first = FIRST_NAMES[i % FIRST_NAMES.length];
      const team = TEAMS[(i + Math.floor(i / FIRST_NAMES.length)) % TEAMS.length];
      return [`${first}.${team}`, `${title(first)} (${title(team)})`, i % 4 === 0 ? 'Exchange Basic 2 GB' : 'Exchange Standard 50 GB'];
    }),
  ],
};

type RecordSeed = [type: string, name: string, value: string, priority: number | null, ttl: number];

const DNS: Record<string, RecordSeed[]> = {
  'DOM-701321': [
    ['A', '@', '196.25.114.20', null, 3600],
    ['A', 'shop', '196.25.114.21', null, 3600],
    ['AAAA', '@', '2c0f:f720:0:10::20', null, 3600],
    ['CNAME', 'www', 'mokoena-design.co.za', null, 3600],
    ['MX', '@', 'mx1.mail.example-isp.co.za', 10, 3600],
    ['MX', '@', 'mx2.mail.example-isp.co.za', 20, 3600],
    ['TXT', '@', 'v=spf1 include:spf.example-isp.co.za ~all', null, 3600],
    ['TXT', '_dmarc', 'v=DMARC1; p=quarantine; rua=mailto:dmarc@mokoena-design.co.za', null, 3600],
  ],
};

const REGISTRATION: Record<string, { registeredOn: string; expiresOn: string; autoRenew: boolean; nameServers: string[] }> = {
  'DOM-701321': {
    registeredOn: '2019-03-14',
    expiresOn: '2027-03-14',
    autoRenew: true,
    nameServers: ['ns1.example-isp.co.za', 'ns2.example-isp.co.za'],
  },
};

/** A record's id within its service: stable for the seed. */
const recordId = (tag: string, i: number) => `r${(tag.split('-')[1] ?? tag).slice(-4)}${String(i + 1).padStart(3, '0')}`;

/** Mailboxes, aliases, forwarding, Exchange mailboxes and DNS records of every seeded mail service. */
export async function seedMail(db: Db, today: Date) {
  const all = await db.select().from(services);
  const mail = all.filter((s) => s.type === 'email' || s.type === 'hosted-exchange' || s.type === 'domain');
  const catalogue = await db.select().from(products);
  const rows: (typeof serviceItems.$inferInsert)[] = [];
  const item = (serviceId: number, kind: string, key: string, data: Record<string, unknown>) =>
    rows.push({ serviceId, kind, key, data, createdAt: today, updatedAt: today });

  for (const service of mail) {
    const tag = service.serviceTag;
    const domain = DOMAINS[tag] ?? `${tag.toLowerCase()}.example.co.za`;
    await db.update(services).set({ attributes: { ...service.attributes, domain } }).where(eq(services.id, service.id));
    if (service.type === 'email') {
      const boxes = MAILBOXES[tag] ?? [['info', 'Info', 2, 200] as MailboxSeed];
      for (const [localPart, displayName, quotaGb, usedMb] of boxes) item(service.id, 'mailbox', localPart, { displayName, quotaMb: quotaGb * GB, usedMb });
      for (const [alias, mailbox] of ALIASES[tag] ?? []) item(service.id, 'alias', alias, { mailbox });
      for (const [mailbox, to, keepCopy] of FORWARDING[tag] ?? []) item(service.id, 'forwarding', mailbox, { to, keepCopy });
    } else if (service.type === 'hosted-exchange') {
      const boxes = EXCHANGE[tag] ?? [['admin', 'Administrator', 'Exchange Standard 50 GB'] as [string, string, string]];
      for (const [localPart, displayName, plan] of boxes) {
        const product = catalogue.find((p) => p.name === plan && p.serviceType === 'hosted-exchange');
        if (!product) throw new Error(`seed: no Exchange plan ${plan}`);
        item(service.id, 'exchange-mailbox', localPart, { displayName, productId: product.id });
      }
    } else {
      const registration = REGISTRATION[tag] ?? { registeredOn: '2022-01-10', expiresOn: '2027-01-10', autoRenew: true, nameServers: ['ns1.example-isp.co.za', 'ns2.example-isp.co.za'] };
      item(service.id, 'registration', 'registration', registration);
      const records = DNS[tag] ?? [['A', '@', '196.25.114.30', null, 3600] as RecordSeed];
      records.forEach(([type, name, value, priority, ttl], i) => item(service.id, 'dns', recordId(tag, i), { type, name, value, priority, ttl }));
    }
  }
  if (rows.length) await db.insert(serviceItems).values(rows);
}
