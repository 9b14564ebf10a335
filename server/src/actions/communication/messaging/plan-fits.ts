import { formatNumber } from '@portal/contract/format';
import { itemsOf } from '../service-changes';
import type { PlanFit } from '../../services/plan-fit';
import { contactsHeld } from './messaging-records';

const bulkMailerFit: PlanFit = async (db, service, plan) => {
  const limit = plan.limits?.contacts;
  if (limit === undefined) return null;
  const held = await contactsHeld(db, service.id);
  if (held <= limit) return null;
  return `Your lists hold ${formatNumber(held)} contacts; ${plan.name} holds ${formatNumber(limit)}. Remove ${formatNumber(held - limit)} first.`;
};

const escanFit: PlanFit = async (db, service, plan) => {
  const limit = plan.limits?.devices;
  if (limit === undefined) return null;
  const devices = (await itemsOf(db, service.id, 'device')).filter((d) => d.pendingOp !== 'remove').length;
  if (devices <= limit) return null;
  const extra = devices - limit;
  return `You protect ${devices} devices; ${plan.name} covers ${limit}. Remove ${extra} ${extra === 1 ? 'device' : 'devices'} first.`;
};

/** By service type: why a messaging service cannot move to a plan (see PlanFit). */
export const MESSAGING_PLAN_FITS: Record<string, PlanFit> = { 'bulk-mailer': bulkMailerFit, escan: escanFit };
