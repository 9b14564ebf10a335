import { ensureTicketStyles } from './ticket-styles';
import { ensureStyles } from './ensure-styles';

/** Styles of the outages page (it also uses the ticket pages' form styles). */
const CSS = `
.og-layout { display: grid; gap: 0 16px; grid-template-columns: minmax(0, 1fr); align-items: start; }
@media (min-width: 1024px) { .og-layout { grid-template-columns: minmax(0, 3fr) minmax(300px, 2fr); } }
.og-layout__main, .og-layout__side { min-width: 0; }
.og-outages { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.og-outage { padding: 12px 14px; border: 1px solid var(--portal-border); border-left: 4px solid var(--portal-accent);
  border-radius: var(--portal-radius); background: var(--portal-background); }
.og-outage__head { display: flex; flex-wrap: wrap; align-items: center; gap: 6px 12px; margin-bottom: 8px; }
.og-outage__title { margin: 0; font-size: 1.05rem; }
.og-outage .og-outage__details { margin-bottom: 8px; grid-template-columns: minmax(90px, 30%) 1fr; }
.og-outage__services { margin: 0; padding-left: 16px; }
.og-outage__no-updates { margin: 0; }
.og-updates summary { cursor: pointer; color: var(--portal-link); font-weight: 600; padding: 6px 0; }
.og-updates summary:focus-visible { outline: 3px solid var(--portal-focus); outline-offset: 2px; }
.og-updates__list { margin-top: 8px; }
.og-report__legend { font-weight: 600; margin-bottom: 8px; padding: 0; }
.og-report__address { margin: 12px 0; }
.og-report__done { margin: 0 0 8px; font-weight: 600; }
.og-report__done:empty { margin: 0; }
.og-report__done:focus { outline: 3px solid var(--portal-focus); outline-offset: 2px; }
`;

export function ensureOutageStyles() {
  ensureTicketStyles();
  ensureStyles('portal-outage-styles', CSS);
}
