import type { AlertSeverity, PortalModule } from '@portal/contract/catalogue';

/** One dashboard alert as the server makes it, before it is checked against the viewer and dismissals. */
export interface DerivedAlert {
  /** Names the kind and the state it is about ('invoice-overdue:INV1001-0012'): a new state has a new key. */
  id: string;
  severity: AlertSeverity;
  title: string;
  message: string;
  transient: boolean;
  link: { label: string; to: string } | null;
  /** Where it sorts among alerts of its severity, newest first. */
  sortAt: Date;
  /** The module the viewer needs besides what the link asks (a branch's service, on the parent's dashboard). */
  needs?: PortalModule;
}
