import type { Db } from '../../db/connect';
import type { ProductRow, ServiceRow } from './service-records';
import { DEVICE_PLAN_FITS } from '../cloud/devices/plan-fits';
import { HOSTING_PLAN_FITS } from '../cloud/hosting/plan-fits';
import { MAIL_PLAN_FITS } from '../communication/mail/plan-fits';
import { MESSAGING_PLAN_FITS } from '../communication/messaging/plan-fits';
import { VOICE_PLAN_FITS } from '../communication/voice/plan-fits';

/**
 * Why a service cannot move to `plan` given what it holds (more mailboxes than the plan has, say), or null. Upgrades
 * are refused with it (commerce.PreviewOrder and PlaceOrder) and offers show it (services.GetOffers).
 */
export type PlanFit = (db: Db, service: ServiceRow, plan: ProductRow) => Promise<string | null>;

const FITS: Record<string, PlanFit> = { ...MAIL_PLAN_FITS, ...VOICE_PLAN_FITS, ...MESSAGING_PLAN_FITS, ...HOSTING_PLAN_FITS, ...DEVICE_PLAN_FITS };

export async function planFitRefusal(db: Db, service: ServiceRow, plan: ProductRow): Promise<string | null> {
  const fit = FITS[service.type];
  return fit ? fit(db, service, plan) : null;
}
