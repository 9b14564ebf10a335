/**
 * What the portal can do beyond showing accounts and bills, each resting on an operator's system (an adapter). In
 * production a capability whose real adapter is not configured is off, never simulated: the server serves which are
 * on in `/instance-config.json` (`capabilities`), its actions refuse with the sentence below, and the pages say it.
 */
export const CAPABILITIES = ['payments', 'provisioning', 'helpdesk', 'debitOrders'] as const;
export type Capability = (typeof CAPABILITIES)[number];
export type Capabilities = Record<Capability, boolean>;

export const ALL_CAPABILITIES_ON: Capabilities = { payments: true, provisioning: true, helpdesk: true, debitOrders: true };

/** What a page shows, and an action answers (503 SERVICE_UNAVAILABLE), while the capability is off. */
export const CAPABILITY_UNAVAILABLE_MESSAGES: Record<Capability, string> = {
  payments: 'Card payments are not available on this portal.',
  provisioning: 'Orders, cancellations and service changes are not available on this portal: provisioning is not set up.',
  helpdesk: 'Tickets are not available on this portal: the helpdesk is not set up.',
  debitOrders: 'Debit orders cannot be set up on this portal.',
};
