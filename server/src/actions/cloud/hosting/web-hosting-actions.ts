import { ERROR_CODES } from '@portal/contract';
import { WEB_HOSTING_TYPES, WEBSITE_RESTORE_PRODUCT } from '@portal/contract/catalogue';
import type { HostedDomain, RestoreRequest, WebHostingOverview } from '@portal/contract/catalogue';
import { and, asc, desc, eq, like } from 'drizzle-orm';
import { formatDate } from '@portal/contract/format';
import { isoDay } from '../../../documents/dates';
import type { Db } from '../../../db/connect';
import { orderLines, orders, people, products, serviceItems, serviceLogs, serviceOrders } from '../../../db/schema';
import { ActionFailure, badInput, notFound } from '../../../http/action-failure';
import { defineAction, type SessionActionContext } from '../../define-action';
import { productById, type ServiceRow } from '../../services/service-records';
import { generatePassword, hashPassword } from '../../services/service-passwords';
import { RESTORE_CHOICE } from './restore-choice';
import { addItem, assertChangeable, changeItem, dataOf, itemOf, itemsOf, pendingOf, removeItem, requestChange, serviceForRead } from '../../communication/service-changes';

const WEB = WEB_HOSTING_TYPES;
const DAY_MS = 86_400_000;
const conflict = (message: string, field?: string) => new ActionFailure(409, ERROR_CODES.badInput, message, field);

/** What a plan without catalogue limits gets. */
const FALLBACK = { domains: 1, diskMb: 1024, bandwidthMb: 10 * 1024 };
const SSL_ISSUER = "Let's Encrypt R11";
/** A new certificate lasts 90 days. */
const SSL_DAYS = 90;

export async function webHostingLimits(db: Db, service: ServiceRow, plan?: { limits: Record<string, number> | null } | null) {
  const product = plan === undefined ? await productById(db, service.productId) : plan;
  const limits = product?.limits ?? {};
  return { domains: limits.domains ?? FALLBACK.domains, diskMb: limits.diskMb ?? FALLBACK.diskMb, bandwidthMb: limits.bandwidthMb ?? FALLBACK.bandwidthMb };
}

async function logsOf(db: Db, serviceId: number, kind: string, limit: number) {
  const rows = await db
    .select()
    .from(serviceLogs)
    .where(and(eq(serviceLogs.serviceId, serviceId), eq(serviceLogs.kind, kind)))
    .orderBy(desc(serviceLogs.occurredAt), desc(serviceLogs.id))
    .limit(limit);
  return rows;
}

/** The daily backups kept, newest first. */
async function backupsOf(db: Db, serviceId: number) {
  return (await logsOf(db, serviceId, 'backup', 14)).map((r) => ({ date: isoDay(r.occurredAt), sizeMb: Number(r.data.sizeMb ?? 0) }));
}

const daysBetween = (fromMs: number, isoDate: string) => Math.floor((Date.parse(`${isoDate}T00:00:00Z`) - fromMs) / DAY_MS);

/** The restore orders of the service (its purchases of the restore add-on), newest first, each with the backup it restores. */
async function restoresOf(db: Db, service: ServiceRow): Promise<RestoreRequest[]> {
  const rows = await db
    .select({ reference: orders.reference, status: orders.status, orderDate: orders.orderDate, createdAt: serviceOrders.createdAt })
    .from(serviceOrders)
    .innerJoin(orders, eq(orders.id, serviceOrders.orderId))
    .innerJoin(orderLines, eq(orderLines.orderId, orders.id))
    .where(and(eq(serviceOrders.serviceId, service.id), eq(serviceOrders.upgrade, false), like(orderLines.description, `${WEBSITE_RESTORE_PRODUCT} (%`)))
    .orderBy(asc(serviceOrders.createdAt), asc(orders.id));
  const linked = new Map((await itemsOf(db, service.id, 'restore')).map((i) => [i.key, i]));
  return rows.reverse().map((row) => ({
    reference: row.reference,
    backupDate: (linked.get(row.reference)?.data.backupDate as string | null | undefined) ?? null,
    orderDate: row.orderDate,
    status: row.status === 'cancelled' ? 'cancelled' : row.status === 'completed' ? 'done' : row.status === 'processing' ? 'in-progress' : 'requested',
  }));
}

async function restoreProductOf(db: Db, service: ServiceRow) {
  const [product] = await db
    .select()
    .from(products)
    .where(and(eq(products.serviceType, service.type), eq(products.name, WEBSITE_RESTORE_PRODUCT), eq(products.active, true)));
  return product ? { productId: product.id, price: Number(product.price) } : null;
}

export const getWebHosting = defineAction({
  name: 'cloud.GetWebHosting',
  auth: 'session',
  async handler({ serviceTag }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, WEB);
    const todayMs = Date.parse(`${isoDay(ctx.clock.now())}T00:00:00Z`);
    const [domainRows, ftpRows, usageRows] = await Promise.all([
      itemsOf(ctx.db, service.id, 'domain'),
      itemsOf(ctx.db, service.id, 'ftp-user'),
      logsOf(ctx.db, service.id, 'hosting-usage', 30),
    ]);
    const domains: HostedDomain[] = domainRows
      .map((row) => {
        const data = dataOf(row);
        const ssl = data.ssl as { issuer: string; expiresOn: string } | null | undefined;
        return {
          name: row.key,
          primary: Boolean(data.primary),
          // A certificate is issued as the domain is set up.
          ssl: ssl && row.pendingOp !== 'add' ? { issuer: ssl.issuer, expiresOn: ssl.expiresOn, daysLeft: daysBetween(todayMs, ssl.expiresOn) } : null,
          pending: pendingOf(row),
        };
      })
      .sort((a, b) => Number(b.primary) - Number(a.primary) || a.name.localeCompare(b.name));
    const usage = usageRows.reverse();
    const monthStart = isoDay(ctx.clock.now()).slice(0, 7);
    const ftp = ftpRows[0];
    const ftpData = ftp && dataOf(ftp);
    const overview: WebHostingOverview = {
      serviceTag: service.serviceTag,
      type: service.type as WebHostingOverview['type'],
      limits: await webHostingLimits(ctx.db, service),
      used: {
        diskMb: Number(usage.at(-1)?.data.diskMb ?? 0),
        bandwidthMb: usage.filter((r) => isoDay(r.occurredAt).startsWith(monthStart)).reduce((sum, r) => sum + Number(r.data.bandwidthMb ?? 0), 0),
      },
      domains,
      usage: {
        days: usage.map((r) => isoDay(r.occurredAt)),
        diskMb: usage.map((r) => Number(r.data.diskMb ?? 0)),
        bandwidthMb: usage.map((r) => Number(r.data.bandwidthMb ?? 0)),
      },
      ftpUser:
        ftp && ftpData
          ? {
              username: ftp.key,
              host: String(ftpData.host ?? ''),
              protocol: String(ftpData.protocol ?? 'SFTP'),
              port: Number(ftpData.port ?? 22),
              passwordChangedOn: typeof ftpData.passwordChangedOn === 'string' ? ftpData.passwordChangedOn : null,
              pending: pendingOf(ftp),
            }
          : null,
      backups: await backupsOf(ctx.db, service.id),
      restores: await restoresOf(ctx.db, service),
      restoreProduct: await restoreProductOf(ctx.db, service),
    };
    return overview;
  },
});

export const addHostingDomain = defineAction({
  name: 'cloud.AddHostingDomain',
  auth: 'session',
  async handler({ serviceTag, domain }, ctx) {
    return requestChange(ctx, serviceTag, WEB, {
      activity: `Domain ${domain} added`,
      apply: async (tx, reference, now, service) => {
        const limits = await webHostingLimits(tx, service);
        const existing = await itemsOf(tx, service.id, 'domain');
        if (existing.some((d) => d.key === domain)) throw conflict(`${domain} is already on this hosting.`, 'domain');
        if (existing.length >= limits.domains) {
          throw badInput(
            `domain: Your plan has ${limits.domains} ${limits.domains === 1 ? 'domain' : 'domains'} and ${limits.domains === 1 ? 'it is' : 'all are'} in use. Remove one, or upgrade for more.`,
            'domain',
          );
        }
        const expiresOn = isoDay(new Date(now.getTime() + SSL_DAYS * DAY_MS));
        await addItem(tx, service, { kind: 'domain', key: domain, data: { primary: false, ssl: { issuer: SSL_ISSUER, expiresOn } } }, `The domain ${domain}`, reference, now);
      },
    });
  },
});

export const removeHostingDomain = defineAction({
  name: 'cloud.RemoveHostingDomain',
  auth: 'session',
  async handler({ serviceTag, domain }, ctx) {
    return requestChange(ctx, serviceTag, WEB, {
      activity: `Domain ${domain} removed`,
      apply: async (tx, reference, now, service) => {
        const row = await itemOf(tx, service.id, 'domain', domain);
        if (!row) throw notFound('That domain');
        if (row.data.primary) throw conflict(`${domain} is the main domain of this hosting and cannot be removed.`, 'domain');
        await removeItem(tx, row, `The domain ${domain}`, reference, now);
      },
    });
  },
});

export const resetFtpPassword = defineAction({
  name: 'cloud.ResetFtpPassword',
  auth: 'fresh',
  async handler({ serviceTag }, ctx) {
    const password = generatePassword();
    const secretHash = await hashPassword(password);
    let username = '';
    const change = await requestChange(ctx, serviceTag, WEB, {
      activity: 'FTP password reset',
      apply: async (tx, reference, now, service) => {
        const [user] = await itemsOf(tx, service.id, 'ftp-user');
        if (!user) throw notFound('That FTP user');
        username = user.key;
        await changeItem(tx, user, { data: { passwordChangedOn: isoDay(now) }, secretHash }, `The FTP user ${user.key}`, reference, now);
      },
    });
    return { ...change, username, password };
  },
});

/** Remembers who chose which backup, for the restore order placed next. */
async function chooseBackup(ctx: SessionActionContext, service: ServiceRow, backupDate: string) {
  const now = ctx.clock.now();
  const [person] = await ctx.db.select({ firstName: people.firstName }).from(people).where(eq(people.id, ctx.session.personId));
  const firstName = person?.firstName ?? 'Someone';
  const data = { backupDate, personId: ctx.session.personId, actorName: firstName };
  await ctx.db
    .insert(serviceItems)
    .values({ serviceId: service.id, kind: RESTORE_CHOICE.kind, key: RESTORE_CHOICE.key, data, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: [serviceItems.serviceId, serviceItems.kind, serviceItems.key], set: { data, createdAt: now, updatedAt: now } });
}

export const chooseRestoreBackup = defineAction({
  name: 'cloud.ChooseRestoreBackup',
  auth: 'session',
  async handler({ serviceTag, backupDate }, ctx) {
    const service = await serviceForRead(ctx, serviceTag, WEB);
    await assertChangeable(ctx.db, service);
    const backups = await backupsOf(ctx.db, service.id);
    if (!backups.some((b) => b.date === backupDate)) {
      throw badInput(`backupDate: There is no backup of ${backupDate}: choose one of the last ${backups.length} days' backups.`, 'backupDate');
    }
    if (!(await restoreProductOf(ctx.db, service))) throw conflict('Restores cannot be ordered for this service. Please log a ticket and we will help.', 'serviceTag');
    await chooseBackup(ctx, service, backupDate);
    return { backupDate, message: `The backup of ${formatDate(backupDate)} is chosen. Confirm the order to have it restored.` };
  },
});

export const WEB_HOSTING_ACTIONS = [getWebHosting, addHostingDomain, removeHostingDomain, resetFtpPassword, chooseRestoreBackup];
