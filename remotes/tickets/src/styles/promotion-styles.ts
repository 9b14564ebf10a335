import { ensureTicketStyles } from './ticket-styles';
import { ensureStyles } from './ensure-styles';

/** Styles of the email promotions page. */
const CSS = `
.pr-lists, .pr-promotions { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.pr-list { padding: 10px 12px; border: 1px solid var(--portal-border); border-radius: var(--portal-radius); background: var(--portal-background); }
.pr-list .portal-checkbox { margin: 0; }
.pr-list .portal-checkbox__label { font-weight: 600; }
.pr-list__text { padding-left: 32px; }
.pr-list__description, .pr-list__changed { margin: 2px 0 0; }
.pr-list__changed { color: var(--portal-muted); font-size: .9rem; }
.pr-list .portal-alert { margin: 8px 0 0; }
.pr-promotion { padding: 12px 14px; border: 1px solid var(--portal-border); border-left: 4px solid var(--portal-accent);
  border-radius: var(--portal-radius); background: var(--portal-background); }
.pr-promotion__title { margin: 0 0 4px; font-size: 1.05rem; }
.pr-promotion__summary { margin: 0 0 6px; }
.pr-terms summary { cursor: pointer; color: var(--portal-link); font-weight: 600; padding: 6px 0; }
.pr-terms summary:focus-visible { outline: 3px solid var(--portal-focus); outline-offset: 2px; }
.pr-terms__text { margin: 4px 0 0; white-space: pre-wrap; overflow-wrap: anywhere; font-size: .95rem; }
`;

export function ensurePromotionStyles() {
  ensureTicketStyles();
  ensureStyles('portal-promotion-styles', CSS);
}
