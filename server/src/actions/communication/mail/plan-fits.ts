import type { PlanFit } from '../../services/plan-fit';
import { itemsOf } from '../service-changes';
import { emailLimits, emailUse } from './email-limits';
import { sizeText } from './mail-common';

const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** An email plan must hold the mailboxes there are and the storage given to them. */
const emailFit: PlanFit = async (db, service, plan) => {
  const limits = await emailLimits(db, service, plan);
  const use = await emailUse(db, service);
  if (use.mailboxes > limits.mailboxes) {
    return `You have ${plural(use.mailboxes, 'mailbox', 'mailboxes')}; ${plan.name} has ${limits.mailboxes}. Remove ${use.mailboxes - limits.mailboxes} first.`;
  }
  if (use.allocatedMb > limits.storageMb) {
    return `Your mailboxes are given ${sizeText(use.allocatedMb)} of storage; ${plan.name} has ${sizeText(limits.storageMb)}. Make mailboxes smaller or remove some first.`;
  }
  return null;
};

/** A hosted Exchange plan with a mailbox limit must hold the mailboxes there are. */
const exchangeFit: PlanFit = async (db, service, plan) => {
  const limit = plan.limits?.mailboxes;
  if (limit === undefined) return null;
  const count = (await itemsOf(db, service.id, 'exchange-mailbox')).length;
  return count > limit ? `You have ${plural(count, 'mailbox', 'mailboxes')}; ${plan.name} has ${limit}. Remove ${count - limit} first.` : null;
};

/** By service type: why a mail service cannot move to a plan (see PlanFit). */
export const MAIL_PLAN_FITS: Record<string, PlanFit> = { email: emailFit, 'hosted-exchange': exchangeFit };
