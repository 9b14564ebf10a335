import type { PortalModule } from '@portal/contract';

/** What each portal module lets a person use, in the words of the sidebar and the account tabs. */
export const MODULE_LABELS: Record<PortalModule, string> = {
  account: 'My Account',
  billing: 'Payments & Billing',
  connectivity: 'Connectivity',
  communication: 'Communication',
  'cloud-hosting': 'Cloud & Hosting',
  tickets: 'Tickets',
  access: 'Users & Access',
};

export const moduleLabel = (module: string) => MODULE_LABELS[module as PortalModule] ?? module;

