import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/connect';
import type { FieldCipher } from '../secrets/field-encryption';
import { accountUsers, people, serviceActivity, services } from '../db/schema';
import { MAIL_PRODUCTS, seedMail } from './seed-communication-mail';
import { MESSAGING_PRODUCTS, seedMessaging } from './seed-communication-messaging';
import { seedVoice, VOICE_PRODUCTS } from './seed-communication-voice';

export const COMMUNICATION_PRODUCTS = [...MAIL_PRODUCTS, ...VOICE_PRODUCTS, ...MESSAGING_PRODUCTS];

/** Changes made earlier, so the services' recent changes read as lived in: [tag, what, days ago, hour]. */
const EARLIER_CHANGES: [string, string, number, number][] = [
  ['EML-500614', 'Mailbox studio@ added', 12, 9],
  ['EML-500614', 'Forwarding of bookings@ set to thandi.mokoena@example.com', 5, 14],
  ['EML-500614', 'Password of sizwe@ reset', 2, 8],
  ['VOIP-600715', 'Extension 105 (Studio) added', 20, 11],
  ['VOIP-600715', 'Call forwarding on no answer (after 20 seconds) set to 082 123 4567', 6, 16],
  ['SMS-701018', 'Sender id changed to MOKOENA', 30, 10],
  ['DOM-701321', 'CNAME record www.mokoena-design.co.za added', 9, 13],
];

async function seedEarlierChanges(db: Db, today: Date) {
  const rows = await db
    .select({ id: services.id, tag: services.serviceTag, accountId: services.accountId })
    .from(services)
    .where(inArray(services.serviceTag, [...new Set(EARLIER_CHANGES.map(([tag]) => tag))]));
  for (const [tag, message, daysAgo, hour] of EARLIER_CHANGES) {
    const service = rows.find((r) => r.tag === tag);
    if (!service) continue;
    const [holder] = await db
      .select({ id: people.id, firstName: people.firstName })
      .from(accountUsers)
      .innerJoin(people, eq(people.id, accountUsers.personId))
      .where(eq(accountUsers.accountId, service.accountId))
      .limit(1);
    const at = new Date(today.getTime() - daysAgo * 86_400_000);
    at.setUTCHours(hour - 2, 17 + daysAgo, 0, 0);
    await db.insert(serviceActivity).values({
      serviceId: service.id,
      accountId: service.accountId,
      personId: holder?.id ?? null,
      actorName: holder?.firstName ?? 'Support',
      message,
      reference: null,
      createdAt: at,
    });
  }
}

/** The contents of every seeded communication service (after seedServices has linked each to its plan). */
export async function seedCommunication(db: Db, today: Date, cipher: FieldCipher) {
  await seedMail(db, today);
  await seedVoice(db, today);
  await seedMessaging(db, today, cipher);
  await seedEarlierChanges(db, today);
}
