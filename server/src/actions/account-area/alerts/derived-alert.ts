import type { AlertKind, AlertSeverity, PortalModule } from '@portal/contract/catalogue';

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
  /**
   * The modules, any one of which the viewer needs besides what the link asks: those of the services it is about (a
   * branch's service on the parent's dashboard, an outage of LTE, a cancellation). Empty: about no service the viewer
   * may see, so shown to nobody.
   */
  needs?: readonly PortalModule[];
  /** A provider's promotion (a new feature, an offer) rather than news of the account's services: shown apart. */
  kind?: AlertKind;
}
