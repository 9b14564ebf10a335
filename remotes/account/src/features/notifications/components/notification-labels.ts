import type { NotificationChannel, NotificationItem, NotificationKind, NotificationStatus } from '@portal/contract/catalogue';

export const CHANNEL_LABELS: Record<NotificationChannel, string> = { email: 'e-mail', sms: 'SMS' };

export const KIND_ROWS: { kind: NotificationKind; label: string; about: string }[] = [
  { kind: 'billing', label: 'Billing', about: 'Payments, receipts and invoices' },
  { kind: 'service', label: 'Service', about: 'Orders, changes, cancellations and usage' },
  { kind: 'outages', label: 'Outages', about: 'Outages that affect your services' },
  { kind: 'tickets', label: 'Tickets', about: 'Replies to your support tickets' },
  { kind: 'promotions', label: 'Promotions', about: 'Offers and news' },
];

export const SECURITY_ROW = { label: 'Security', about: 'Sign-in PINs and new passkeys' };

export const KIND_LABELS: Record<NotificationItem['kind'], string> = {
  ...(Object.fromEntries(KIND_ROWS.map((row) => [row.kind, row.label])) as Record<NotificationKind, string>),
  security: SECURITY_ROW.label,
};

export const STATUS_LABELS: Record<NotificationStatus, { label: string; tone: 'positive' | 'negative' | 'neutral' }> = {
  sending: { label: 'Sending', tone: 'neutral' },
  sent: { label: 'Sent', tone: 'positive' },
  delivered: { label: 'Delivered', tone: 'positive' },
  failed: { label: 'Not delivered', tone: 'negative' },
  suppressed: { label: 'Not sent', tone: 'neutral' },
};
