import type { LiveSession } from '@portal/contract/catalogue';
import type { Db } from '../../db/connect';
import type { services } from '../../db/schema';

type ServiceRow = typeof services.$inferSelect;

/** Whose use is asked for: a service, or one member of a shared-data service. */
export interface UsageSubject {
  service: Pick<ServiceRow, 'id' | 'serviceTag' | 'type' | 'status' | 'attributes'>;
  member?: { id: number; cellNumber: string };
}

/** One day's use; voice and SMS are null where the source does not count them. */
export interface DayUse {
  dataMb: number;
  voiceMinutes: number | null;
  smsCount: number | null;
}

/**
 * Where a service's usage and connection state come from: the portal's own tables (demo) or the provider's
 * RADIUS accounting (radius). Days are UTC calendar days, YYYY-MM-DD, as the portal counts them everywhere.
 */
export interface UsageAdapter {
  readonly kind: 'demo' | 'radius';
  /** Use per day from `from` to `to` inclusive; a day without use may be absent. */
  usePerDay(subject: UsageSubject, from: string, to: string): Promise<Map<string, DayUse>>;
  /** Data used from `from` to `to` inclusive, in MB. */
  usedMb(subject: UsageSubject, from: string, to: string): Promise<number>;
  /** The service's current or last connection. */
  liveSession(subject: UsageSubject, now: Date): Promise<LiveSession>;
  /**
   * The same adapter reading the portal's own tables through `db` (a transaction's connection): the demo's reads must
   * not wait behind a transaction that is waiting for them (PGlite has one connection). Sources elsewhere ignore it.
   */
  readingThrough(db: Db): UsageAdapter;
  close(): Promise<void>;
}

/** MB as the portal shows data (1 024 MB to the GB): 2^20 octets. */
export const OCTETS_PER_MB = 1024 * 1024;

/**
 * The RADIUS User-Name a service's sessions are accounted under: the service's `username` attribute (the login its page
 * shows, as dial-up and Wi-Fi services have) when it has one, otherwise its service tag. A shared-data member's is
 * the member's cell number as the portal keeps it.
 */
export function radiusUsernameOf({ service, member }: UsageSubject): string {
  if (member) return member.cellNumber;
  return service.attributes.username?.trim() || service.serviceTag;
}
