import { and, eq } from 'drizzle-orm';
import { formatDate } from '@portal/contract/format';
import type { Db } from '../../../db/connect';
import { serviceActivity, serviceItems } from '../../../db/schema';

/** The item that remembers the backup the next restore order puts back, until that order is placed. */
export const RESTORE_CHOICE = { kind: 'restore-choice', key: 'next' } as const;

/**
 * Written with the restore order, in its transaction: the order `reference` takes the backup chosen before it (once),
 * as its 'restore' item, and the choice is used up. An order with no choice before it restores the latest backup.
 */
export async function linkRestoreOrder(tx: Db, service: { id: number; accountId: number }, reference: string, now: Date) {
  const [choice] = await tx
    .select()
    .from(serviceItems)
    .where(and(eq(serviceItems.serviceId, service.id), eq(serviceItems.kind, RESTORE_CHOICE.kind), eq(serviceItems.key, RESTORE_CHOICE.key)));
  const backupDate = choice ? String(choice.data.backupDate) : null;
  await tx
    .insert(serviceItems)
    .values({ serviceId: service.id, kind: 'restore', key: reference, data: { backupDate }, createdAt: now, updatedAt: now })
    .onConflictDoNothing({ target: [serviceItems.serviceId, serviceItems.kind, serviceItems.key] });
  if (!choice) return;
  await tx.delete(serviceItems).where(eq(serviceItems.id, choice.id));
  await tx.insert(serviceActivity).values({
    serviceId: service.id,
    accountId: service.accountId,
    personId: typeof choice.data.personId === 'number' ? choice.data.personId : null,
    actorName: String(choice.data.actorName ?? 'Someone'),
    message: `Restore from the backup of ${formatDate(backupDate!)} ordered`,
    reference,
    createdAt: now,
  });
}
