import { connectivityServicePath, paths } from '@portal/contract';
import type { ServiceCategory } from '@portal/contract/catalogue';
import { and, asc, eq, inArray, ne } from 'drizzle-orm';
import { formatDate } from '@portal/contract/format';
import { accounts, cancellations, services } from '../../../db/schema';
import type { SessionActionContext } from '../../define-action';
import { serviceTypeLabels } from '../../engagement/outage-records';
import { MODULE_OF_CATEGORY, OPEN_CANCELLATION } from '../../services/service-records';
import type { DerivedAlert } from './derived-alert';

type ServiceFacts = { category: string; type: string; serviceTag: string; product: string; status: string; statusReason?: string | null };

const SUSPENDED = 'Suspended';
const ACTIVE = 'Active';
const BRANCHES_LINK = { label: 'View branches', to: `${paths.dashboard}#branches` };
const CANCELLATIONS_LINK = { label: 'View cancellations', to: paths.cancellations };

/** Where a service is opened: a connectivity service has a page of its own, the others an entry on their area's page. */
function servicePage({ category, type, serviceTag }: ServiceFacts) {
  if (category === 'connectivity') return connectivityServicePath(type, serviceTag);
  const area = category === 'communication' ? paths.communication : paths.cloud;
  return `${area}#service-${serviceTag}`;
}

/** 'Fibre', 'ADSL', 'Mobile data' for the type; null for a type without a word of its own. */
function typeWord(type: string) {
  const [label] = serviceTypeLabels([type]);
  return label && label !== type ? label : null;
}

/** 'Fibre' → 'fibre' inside a sentence; acronyms and names ('ADSL', 'Wi-Fi', 'Hosted Exchange') stay as they are. */
const inSentence = (word: string) => (/^[A-Z][a-z]+( [a-z]+)*$/.test(word) ? word.toLowerCase() : word);

/** 'Gqeberha Warehouse' of 'Acme Logistics — Gqeberha Warehouse': a branch goes by its own part of the name. */
const branchName = (customerName: string) => customerName.split(' — ').at(-1)!.trim();

const enabled = (ctx: SessionActionContext) => [...ctx.instanceConfig.enabledServiceCategories] as string[];

function ownSuspended(service: ServiceFacts, now: Date): DerivedAlert {
  const word = typeWord(service.type);
  return {
    id: `service-suspended:${service.serviceTag}`,
    severity: 'critical',
    title: word ? `${word} service suspended` : `${service.product} suspended`,
    // The provider's reason, when it gave one (the back-office API's service status), is what the customer most needs.
    message: service.statusReason
      ? `${service.product} (${service.serviceTag}) is suspended: ${service.statusReason.replace(/[.\s]+$/, '')}. It does not work until it is restored. Open it to see what you can do, or contact us.`
      : `${service.product} (${service.serviceTag}) is suspended and does not work until it is restored. Open it to see what you can do, or contact us.`,
    transient: false,
    link: { label: 'View service', to: servicePage(service) },
    sortAt: now,
    needs: [MODULE_OF_CATEGORY[service.category as ServiceCategory]],
  };
}

/**
 * An enterprise parent hears of each suspended service of its branches (child accounts) on its own dashboard,
 * with the branch named; it leads to the branches overview, from which the branch's service is opened.
 */
async function branchAlerts(ctx: SessionActionContext, now: Date) {
  const [account] = await ctx.db.select({ enterprise: accounts.enterprise }).from(accounts).where(eq(accounts.id, ctx.session.accountId));
  if (!account?.enterprise) return { alerts: [], services: [] };
  const rows = await ctx.db
    .select({
      accountCode: accounts.accountCode,
      customerName: accounts.customerName,
      category: services.category,
      type: services.type,
      serviceTag: services.serviceTag,
      product: services.product,
      status: services.status,
    })
    .from(services)
    .innerJoin(accounts, eq(accounts.id, services.accountId))
    .where(and(eq(accounts.parentId, ctx.session.accountId), inArray(services.category, enabled(ctx)), ne(services.status, 'Cancelled')))
    .orderBy(asc(accounts.accountCode), asc(services.serviceTag));
  const alerts = rows
    .filter((row) => row.status === SUSPENDED)
    .map((row): DerivedAlert => {
      const branch = `${branchName(row.customerName)} (${row.accountCode})`;
      const word = typeWord(row.type);
      return {
        id: `branch-service-suspended:${row.serviceTag}`,
        severity: 'warning',
        title: `${branch}: ${word ? inSentence(word) : row.product} suspended`,
        message: `${row.product} (${row.serviceTag}) at ${branch} is suspended. Open the branch to see what can be done.`,
        transient: false,
        link: BRANCHES_LINK,
        sortAt: now,
        needs: [MODULE_OF_CATEGORY[row.category as ServiceCategory]],
      };
    });
  return { alerts, services: rows };
}

/** Cancellations still to take effect: requested (awaiting a date) and scheduled (with its date). */
async function cancellationAlerts(ctx: SessionActionContext): Promise<DerivedAlert[]> {
  const rows = await ctx.db
    .select({
      reference: cancellations.reference,
      serviceTag: cancellations.serviceTag,
      product: cancellations.product,
      status: cancellations.status,
      requestedDate: cancellations.requestedDate,
      effectiveDate: cancellations.effectiveDate,
      category: services.category,
    })
    .from(cancellations)
    .leftJoin(services, eq(services.serviceTag, cancellations.serviceTag))
    .where(and(eq(cancellations.accountId, ctx.session.accountId), inArray(cancellations.status, OPEN_CANCELLATION)))
    .orderBy(asc(cancellations.requestedDate), asc(cancellations.id));
  return rows
    .filter((row) => row.category === null || enabled(ctx).includes(row.category))
    .map((row): DerivedAlert => {
      const service = `${row.product} (${row.serviceTag})`;
      const scheduled = row.status === 'scheduled' && row.effectiveDate;
      return {
        id: `cancellation-${scheduled ? 'scheduled' : 'pending'}:${row.reference}`,
        severity: 'info',
        title: scheduled ? 'Cancellation scheduled' : 'Cancellation requested',
        message: scheduled
          ? `${service} will be cancelled on ${formatDate(row.effectiveDate!)} (${row.reference}).`
          : `We have your request ${row.reference} to cancel ${service} and will confirm the date it ends.`,
        transient: false,
        link: CANCELLATIONS_LINK,
        sortAt: new Date(`${row.requestedDate}T00:00:00Z`),
        // A service no longer on record (cancelled and removed) leaves only the cancellations page's own rule.
        ...(row.category ? { needs: [MODULE_OF_CATEGORY[row.category as ServiceCategory]] } : {}),
      };
    });
}

/**
 * The alerts the account's services make: each suspended one (and, on an enterprise parent, each suspended one of
 * its branches) and each cancellation still to take effect. `allActive`: the account has services (its branches'
 * included) and every one of them is Active.
 */
export async function serviceAlerts(ctx: SessionActionContext): Promise<{ alerts: DerivedAlert[]; allActive: boolean }> {
  const now = ctx.clock.now();
  const own = await ctx.db
    .select({ category: services.category, type: services.type, serviceTag: services.serviceTag, product: services.product, status: services.status, statusReason: services.statusReason })
    .from(services)
    .where(and(eq(services.accountId, ctx.session.accountId), inArray(services.category, enabled(ctx)), ne(services.status, 'Cancelled')))
    .orderBy(asc(services.serviceTag));
  const branches = await branchAlerts(ctx, now);
  const everyService = [...own, ...branches.services];
  return {
    alerts: [...own.filter((s) => s.status === SUSPENDED).map((s) => ownSuspended(s, now)), ...branches.alerts, ...(await cancellationAlerts(ctx))],
    allActive: everyService.length > 0 && everyService.every((s) => s.status === ACTIVE),
  };
}
