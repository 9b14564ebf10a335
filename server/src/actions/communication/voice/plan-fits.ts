import { and, desc, eq } from 'drizzle-orm';
import { callRecords } from '../../../db/schema';
import type { PlanFit } from '../../services/plan-fit';
import { itemsOf } from '../service-changes';
import { counted } from './voice-records';
import { minutesUsed } from './bundle-actions';

/** A VoIP plan must have room for the extensions in use. */
const voipFit: PlanFit = async (db, service, plan) => {
  const limit = plan.limits?.extensions;
  if (typeof limit !== 'number') return null;
  const inUse = counted(await itemsOf(db, service.id, 'extension')).length;
  return inUse > limit ? `You have ${inUse} extensions; ${plan.name} has ${limit}. Remove ${inUse - limit} first.` : null;
};

/**
 * A bundle must hold the minutes already used this month. Plan fits are asked without a clock: "this month" is the
 * month of the service's newest call, which is the current month for a bundle in use.
 */
const bundleFit: PlanFit = async (db, service, plan) => {
  const minutes = plan.limits?.minutes;
  if (typeof minutes !== 'number') return null;
  const [newest] = await db
    .select({ callDate: callRecords.callDate })
    .from(callRecords)
    .where(and(eq(callRecords.accountId, service.accountId), eq(callRecords.serviceTag, service.serviceTag)))
    .orderBy(desc(callRecords.callDate))
    .limit(1);
  if (!newest) return null;
  const used = await minutesUsed(db, service, new Date(`${newest.callDate}T12:00:00Z`));
  return used > minutes ? `You have used ${used} minutes this month; ${plan.name} has ${minutes}. Choose a bundle of at least ${used} minutes.` : null;
};

/** By service type: why a voice service cannot move to a plan (see PlanFit). */
export const VOICE_PLAN_FITS: Record<string, PlanFit> = { voip: voipFit, 'voice-bundle': bundleFit };
