import type { ListedNotificationKind } from '@portal/contract/catalogue';

/**
 * What kind each event type of the portal's messages is: the person's preferences are per kind and channel. A new
 * message adds its event type here (an unknown one throws, so it cannot slip past the preferences unseen).
 */
const KIND_OF_EVENT: Record<string, ListedNotificationKind> = {
  'mail.payment-succeeded': 'billing',
  'mail.ticket-replied': 'tickets',
  'mail.order-completed': 'service',
  'mail.cancellation-completed': 'service',
  'mail.usage-threshold': 'service',
  'mail.usage-message': 'service',
  'mail.arrangement': 'billing',
  'mail.outage-notice': 'outages',
  'sms.usage-message': 'service',
  'sms.sign-in-pin': 'security',
};

export function kindOf(eventType: string): ListedNotificationKind {
  const kind = KIND_OF_EVENT[eventType];
  if (!kind) throw new Error(`No notification kind for ${eventType}: add it to notifications/kinds.ts`);
  return kind;
}

/** Security messages (sign-in PINs, a new passkey, a sign-in from a new device) are sent whatever the preferences say. */
export const isSuppressible = (kind: ListedNotificationKind) => kind !== 'security';
