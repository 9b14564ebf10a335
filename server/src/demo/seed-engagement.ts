import { eq } from 'drizzle-orm';
import type { Db } from '../db/connect';
import { accounts, outages, outageUpdates, people, promotionLists, promotions, promotionSubscriptions, referralCodes, referralLeads } from '../db/schema';

/**
 * Demo outages, referrals and email promotions, dated relative to `today` so that a fresh demo always has a
 * current outage, a maintenance window coming up and promotions running. CUS1001 (Thandi, Johannesburg) sees
 * three outages, ENT2001 (Johannesburg) a business fibre one; the Cape Town one concerns neither.
 */

const HOUR_MS = 3600 * 1000;
const DAY_MS = 24 * HOUR_MS;
/** South African Standard Time: UTC+2 all year. */
const SAST_OFFSET_MS = 2 * HOUR_MS;

/** Times around `today`: a whole number of days from it, at a South African clock time. */
const around = (today: Date) => {
  const midnightUtc = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  return {
    /** 'HH:MM' in South Africa, `days` from today. */
    sa: (days: number, time: string) => {
      const [h, m] = time.split(':').map(Number);
      return new Date(midnightUtc + days * DAY_MS + (h * 60 + m) * 60_000 - SAST_OFFSET_MS);
    },
    /** `minutes` from the very moment of `today` (for what is going on right now). */
    fromNow: (minutes: number) => new Date(today.getTime() + minutes * 60_000),
  };
};

async function accountIdOf(db: Db, code: string) {
  const [row] = await db.select({ id: accounts.id }).from(accounts).where(eq(accounts.accountCode, code));
  if (!row) throw new Error(`seed: account ${code} is missing`);
  return row.id;
}

type OutageSeed = typeof outages.$inferInsert & { updates: [at: Date, message: string][] };

async function addOutages(db: Db, seeds: OutageSeed[]) {
  for (const { updates, ...outage } of seeds) {
    const [row] = await db.insert(outages).values(outage).returning({ id: outages.id });
    if (updates.length) await db.insert(outageUpdates).values(updates.map(([at, message]) => ({ outageId: row.id, at, message })));
  }
}

export async function seedEngagement(db: Db, today: Date) {
  const { sa, fromNow } = around(today);
  const started = fromNow(-120);
  const businessStarted = fromNow(-40);
  const capeTownStarted = fromNow(-75);

  await addOutages(db, [
    {
      // The maintenance the seeded message 'Planned maintenance in Johannesburg' announces (in three days).
      reference: 'OUT-24031',
      kind: 'planned',
      title: 'Fibre network maintenance in Johannesburg',
      areas: ['Johannesburg'],
      serviceTypes: ['ftth', 'fttb'],
      startsAt: sa(3, '00:00'),
      expectedEndAt: sa(3, '04:00'),
      updates: [[sa(-2, '12:00'), 'Our fibre network partner will upgrade equipment in Johannesburg. Connections may drop for a few minutes at a time during the window; there is nothing you need to do.']],
    },
    {
      reference: 'OUT-24057',
      kind: 'unplanned',
      title: 'LTE and mobile data outage in Johannesburg',
      areas: ['Johannesburg', 'Sandton', 'Randburg'],
      serviceTypes: ['lte', 'fixed-lte', 'mobiledata', 'shareddata'],
      status: 'In progress',
      startsAt: started,
      expectedEndAt: fromNow(180),
      updates: [
        [new Date(started.getTime() + 15 * 60_000), 'We are aware that LTE and mobile data are down in parts of Johannesburg and are investigating.'],
        [new Date(started.getTime() + 80 * 60_000), 'Power to a tower site in Randburg failed. Technicians are on site and a generator is on its way.'],
      ],
    },
    {
      reference: 'OUT-24012',
      kind: 'unplanned',
      title: 'Fibre outage in Johannesburg',
      areas: ['Johannesburg'],
      serviceTypes: ['ftth'],
      status: 'In progress',
      startsAt: sa(-3, '09:10'),
      expectedEndAt: sa(-3, '15:00'),
      endedAt: sa(-3, '13:45'),
      updates: [
        [sa(-3, '09:30'), 'We are investigating reports of fibre connections down in Johannesburg.'],
        [sa(-3, '11:05'), 'A fibre cable was cut during road works on Jan Smuts Avenue. Repairs are under way.'],
        [sa(-3, '13:45'), 'The cable is repaired and all fibre connections are back. If yours is not, please restart your router.'],
      ],
    },
    {
      reference: 'OUT-24058',
      kind: 'unplanned',
      title: 'Business fibre outage in Johannesburg',
      areas: ['Johannesburg'],
      serviceTypes: ['fttb'],
      status: 'Investigating',
      startsAt: businessStarted,
      updates: [[new Date(businessStarted.getTime() + 10 * 60_000), 'Some business fibre lines in Johannesburg are down. We are investigating with the network operator.']],
    },
    {
      reference: 'OUT-24060',
      kind: 'unplanned',
      title: 'Fibre outage in Cape Town',
      areas: ['Cape Town', 'Bellville'],
      serviceTypes: ['ftth', 'fttb'],
      status: 'Investigating',
      startsAt: capeTownStarted,
      updates: [[new Date(capeTownStarted.getTime() + 20 * 60_000), 'Fibre connections in parts of Cape Town are down. We are investigating.']],
    },
  ]);

  const customer = await accountIdOf(db, 'CUS1001');
  await db.insert(referralCodes).values({ accountId: customer, code: 'THANDI26', createdAt: sa(-60, '10:00') });
  const lead = (first: string, last: string, cell: string, line1: string, city: string, postalCode: string) => ({
    accountId: customer,
    code: 'THANDI26',
    firstName: first,
    lastName: last,
    cellNumber: cell,
    email: `${first}.${last}@example.com`.toLowerCase(),
    addressLine1: line1,
    city,
    postalCode,
  });
  await db.insert(referralLeads).values([
    { ...lead('Nandi', 'Zulu', '0725550101', '14 Oxford Road', 'Johannesburg', '2196'), status: 'Signed up', reward: '250.00', submittedAt: sa(-41, '18:20') },
    { ...lead('Kagiso', 'Molefe', '0725550102', '3 Church Street', 'Pretoria', '0002'), status: 'Contacted', submittedAt: sa(-12, '09:45') },
    { ...lead('Anele', 'Mthethwa', '0725550103', '27 Florida Road', 'Durban', '4001'), status: 'Received', submittedAt: sa(-2, '20:10') },
  ]);

  await db.insert(promotionLists).values([
    { key: 'monthly-specials', name: 'Monthly specials', description: 'Our best deals on fibre, LTE and mobile data, once a month.', sortOrder: 1 },
    { key: 'product-news', name: 'Product news', description: 'New services, faster speeds and changes to what we offer.', sortOrder: 2 },
    { key: 'partner-offers', name: 'Partner offers', description: 'Offers from companies we work with, such as device and security partners.', sortOrder: 3 },
  ]);
  await db.insert(promotions).values([
    {
      key: 'fibre-upgrade-special',
      title: 'Fibre upgrade special',
      summary: 'Upgrade your fibre to the next speed and pay your current price for the first 3 months.',
      terms: 'For existing fibre customers. The new plan’s price applies from the fourth month. One upgrade per service.',
      startsAt: sa(-10, '00:00'),
      validUntil: sa(21, '00:00'),
    },
    {
      key: 'lte-free-router',
      title: 'Free router with 24-month LTE',
      summary: 'Sign up for any Fixed LTE plan on a 24-month contract and get the router free (worth R1 499).',
      terms: 'New Fixed LTE contracts only, subject to coverage at your address. Cancelling early means paying the router’s remaining value.',
      startsAt: sa(-30, '00:00'),
      validUntil: sa(46, '00:00'),
    },
    {
      key: 'mobile-data-double',
      title: 'Double data on Mobile Data 20 GB',
      summary: 'Get 40 GB a month for the price of 20 GB (R249) on a new Mobile Data contract.',
      terms: 'New 24-month Mobile Data 20 GB contracts only. The extra 20 GB expires at the end of each month.',
      startsAt: sa(-5, '00:00'),
      validUntil: sa(10, '00:00'),
    },
    {
      key: 'winter-data-special',
      title: 'Winter data special',
      summary: 'Half-price LTE top-ups all winter.',
      terms: 'Ended.',
      startsAt: sa(-200, '00:00'),
      validUntil: sa(-60, '00:00'),
    },
  ]);
  const [thandi] = await db.select({ id: people.id }).from(people).where(eq(people.cellNumber, '0821234567'));
  if (thandi) await db.insert(promotionSubscriptions).values({ personId: thandi.id, listKey: 'monthly-specials', subscribed: true, changedAt: new Date('2026-01-15T09:00:00Z') });
}
