import type { Db } from '../db/connect';
import { seedDevices } from './seed-cloud-devices';
import { seedHosting } from './seed-cloud-hosting';
import { seedServiceTools } from './seed-service-tools';

/** The contents of every seeded Cloud & Hosting service, and the tools' metric series (after seedServices). */
export async function seedCloud(db: Db, today: Date) {
  await seedHosting(db, today);
  await seedDevices(db, today);
  await seedServiceTools(db, today);
}
