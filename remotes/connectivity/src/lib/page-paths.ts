import { connectivityPurchasePath, connectivityServicePath, connectivityUpgradePath } from '@portal/contract';

/** The kinds of page a connectivity route shows for one service. */
export type PageKind = 'detail' | 'upgrade' | 'purchase' | 'member';

/**
 * Where a page of this kind lives for a service of this type. A type without such a page (an ADSL line has no
 * purchase page, a fibre line no members) gets its service page instead.
 */
export function pagePathFor(kind: PageKind, type: string, serviceTag: string, userId?: string): string {
  const servicePath = connectivityServicePath(type, serviceTag);
  switch (kind) {
    case 'upgrade':
      return connectivityUpgradePath(type, serviceTag) ?? servicePath;
    case 'purchase':
      return connectivityPurchasePath(type, serviceTag) ?? servicePath;
    case 'member':
      return type === 'shareddata' && userId ? `${servicePath}/${encodeURIComponent(userId)}` : servicePath;
    default:
      return servicePath;
  }
}

/** spec §2: the tickets area's fault form, opened for this service. */
export const logFaultPath = (serviceTag: string) =>
  `/tickets/support?${new URLSearchParams({ serviceTag, category: 'Technical' }).toString()}`;
