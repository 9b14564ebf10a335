import type { CancellationOptions } from '@portal/contract/catalogue';
import { addDays } from '../../documents/dates';
import { loanedHardware } from './attributes';
import type { ProductRow, ServiceRow } from './service-records';

/** A running service is cancelled with a calendar month's notice; a suspended or pending one from today. */
export const NOTICE_DAYS = 30;
/** The latest date that may be chosen, counted from today. */
export const LATEST_DAYS = 90;

export const CANCELLATION_REASONS = [
  { id: 'moving', text: 'I am moving to an area you do not cover' },
  { id: 'price', text: 'It is too expensive' },
  { id: 'switching', text: 'I am switching to another provider' },
  { id: 'quality', text: 'I am unhappy with the service' },
  { id: 'not-needed', text: 'I no longer need it' },
  { id: 'other', text: 'Another reason' },
];

/** The id of the plan's line: always among the lines cancelled. */
export const PLAN_LINE = 'plan';

export function cancellationOptions(service: ServiceRow, plan: ProductRow | null, today: string): CancellationOptions {
  const notice = service.status === 'Active' ? NOTICE_DAYS : 0;
  return {
    serviceTag: service.serviceTag,
    product: service.product,
    earliestDate: addDays(today, notice),
    latestDate: addDays(today, LATEST_DAYS),
    reasons: CANCELLATION_REASONS,
    lines: [{ id: PLAN_LINE, description: `${service.product} (${service.serviceTag})`, monthlyPrice: plan ? Number(plan.price) : 0 }],
    hardware: loanedHardware(service.attributes),
  };
}
