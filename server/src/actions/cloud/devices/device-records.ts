import { DEVICE_HISTORY_DAYS, type DeviceDay } from '@portal/contract/catalogue';
import { ERROR_CODES } from '@portal/contract';
import { and, asc, eq, gte } from 'drizzle-orm';
import { addDays, isoDay } from '../../../documents/dates';
import type { Db } from '../../../db/connect';
import { serviceLogs } from '../../../db/schema';
import { ActionFailure, notFound } from '../../../http/action-failure';
import type { SessionActionContext } from '../../define-action';
import { serviceForRead } from '../../communication/service-changes';

export const conflict = (message: string, field?: string) => new ActionFailure(409, ERROR_CODES.badInput, message, field);

/**
 * The account's service of this category and type that the tag names, with completed provisioning applied first;
 * anything else (another account's, another type, the Communication area's eScan) is as unknown as a made-up tag (404).
 */
export async function deviceService(ctx: SessionActionContext, serviceTag: string, category: string, type: string) {
  const service = await serviceForRead(ctx, serviceTag, [type]);
  if (service.category !== category) throw notFound('That service');
  return service;
}

/** The first day of the chart window ending today (DEVICE_HISTORY_DAYS days, today included). */
export const firstChartDay = (now: Date) => addDays(isoDay(now), -(DEVICE_HISTORY_DAYS - 1));

/** The window's days, oldest first, each at 0. */
export const emptyDays = (now: Date): DeviceDay[] => {
  const first = firstChartDay(now);
  return Array.from({ length: DEVICE_HISTORY_DAYS }, (_, i) => ({ date: addDays(first, i), value: 0 }));
};

/** A service's log rows of a kind in the chart window, oldest first. */
export async function windowLogs(db: Db, serviceId: number, kind: string, now: Date) {
  return db
    .select()
    .from(serviceLogs)
    .where(and(eq(serviceLogs.serviceId, serviceId), eq(serviceLogs.kind, kind), gte(serviceLogs.occurredAt, new Date(`${firstChartDay(now)}T00:00:00Z`))))
    .orderBy(asc(serviceLogs.occurredAt));
}

export const numberIn = (data: Record<string, unknown>, field: string) => {
  const value = Number(data[field] ?? 0);
  return Number.isFinite(value) ? value : 0;
};

export const stringIn = (data: Record<string, unknown>, field: string, fallback = '') => (typeof data[field] === 'string' ? (data[field] as string) : fallback);

/** Rounded to one decimal, as the pages show MB. */
export const oneDecimal = (n: number) => Math.round(n * 10) / 10;
