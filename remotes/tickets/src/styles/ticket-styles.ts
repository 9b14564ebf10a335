/** Styles of the ticket pages, added when one first shows (there are no CSS loaders in the build). */
const CSS = `
.tk-list tbody tr { cursor: pointer; }
.tk-list tbody tr:hover { background: var(--portal-hover); }
.tk-list tbody tr:focus-within { outline: 3px solid var(--portal-focus); outline-offset: -3px; }
.tk-row-link { font-weight: 600; color: var(--portal-link); }
.tk-row-link:focus-visible { outline: none; }

.tk-form__title { margin: 0 0 12px; font-size: 1.15rem; }
.tk-form__row { display: grid; gap: 12px 16px; margin-bottom: 12px; grid-template-columns: repeat(auto-fit, minmax(min(260px, 100%), 1fr)); }
.tk-form__row > .portal-field { margin: 0; }
.tk-fieldset { border: 0; margin: 0; padding: 0; min-width: 0; }
.tk-form__actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
@media (max-width: 761px) { .tk-form__actions .portal-button { width: 100%; } }
.tk-textarea { width: 100%; min-height: 120px; resize: vertical; font: inherit; line-height: 1.5; }
.tk-counter { text-align: right; font-variant-numeric: tabular-nums; }
.tk-counter--over { color: var(--portal-danger); font-weight: 600; }

.tk-attachments { margin-top: 12px; grid-template-columns: minmax(0, 1fr); }
.tk-file-input { display: block; width: 100%; min-width: 0; max-width: 100%; padding: 8px 0; font: inherit; }
.tk-file-input:focus-visible { outline: 3px solid var(--portal-focus); outline-offset: 2px; }
.tk-file-list { list-style: none; margin: 8px 0 4px; padding: 0; display: grid; gap: 6px; }
.tk-file { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 12px; padding: 6px 10px; min-width: 0;
  border: 1px solid var(--portal-border); border-radius: var(--portal-radius); background: var(--portal-background); }
.tk-file__name { flex: 1 1 160px; min-width: 0; overflow-wrap: anywhere; font-weight: 500; }
.tk-file__size { color: var(--portal-muted); font-variant-numeric: tabular-nums; }
.tk-file__remove { margin-left: auto; }
.tk-progress { display: flex; align-items: center; gap: 10px; margin-top: 8px; }
.tk-progress progress { flex: 1 1 auto; max-width: 420px; height: 12px; accent-color: var(--portal-primary); }
.tk-progress__text { font-variant-numeric: tabular-nums; min-width: 4ch; }
.tk-sending { margin: 8px 0 0; min-height: 0; color: var(--portal-muted); }
.tk-sending:empty { margin: 0; }

.tk-headline { display: flex; flex-wrap: wrap; align-items: center; gap: 8px 12px; margin: 0 0 16px; }
.tk-muted { color: var(--portal-muted); margin: 0 0 8px; }
.tk-note { margin: 0 0 12px; padding: 10px 12px; border-radius: var(--portal-radius); background: var(--portal-info-bg); color: var(--portal-text); }
.tk-section-title { margin-bottom: 12px; }
.tk-ticket { display: grid; gap: 0 16px; grid-template-columns: minmax(0, 1fr); align-items: start; }
@media (min-width: 1024px) { .tk-ticket { grid-template-columns: minmax(0, 2fr) minmax(280px, 1fr); } }
.tk-ticket__main, .tk-ticket__side { min-width: 0; }
.tk-ticket .portal-details { grid-template-columns: minmax(100px, 40%) 1fr; }

.tk-thread { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; }
.tk-message { display: flex; }
.tk-message > article { max-width: min(85%, 640px); min-width: 0; padding: 10px 14px; border-radius: var(--portal-radius-lg);
  border: 1px solid var(--portal-border); }
.tk-message--customer { justify-content: flex-end; }
.tk-message--customer > article { background: var(--portal-hover); border-bottom-right-radius: 4px; }
.tk-message--agent > article { background: var(--portal-surface); border-left: 4px solid var(--portal-accent); border-bottom-left-radius: 4px; }
@media (max-width: 761px) { .tk-message > article { max-width: 94%; } }
.tk-message__head { display: flex; flex-wrap: wrap; align-items: baseline; gap: 2px 8px; margin-bottom: 4px; font-size: .9rem; }
.tk-message__author { font-weight: 700; }
.tk-message__role { color: var(--portal-muted); }
.tk-message__time { color: var(--portal-muted); margin-left: auto; font-variant-numeric: tabular-nums; }
.tk-message__body { white-space: pre-wrap; overflow-wrap: anywhere; }
.tk-message__files { list-style: none; margin: 8px 0 0; padding: 0; display: flex; flex-wrap: wrap; gap: 8px; }
.tk-message__files li { display: flex; align-items: flex-start; gap: 6px; min-width: 0; max-width: 100%; }
.tk-message__files li > span:first-child { min-width: 0; max-width: 100%; }
.tk-message__files .portal-button { max-width: 100%; white-space: normal; overflow-wrap: anywhere; text-align: left; padding: 6px 14px; }
.tk-message__file-size { color: var(--portal-muted); font-size: .85rem; padding-top: 12px; white-space: nowrap; }
.tk-waiting { display: flex; align-items: center; gap: 8px; margin: 12px 0 0; color: var(--portal-muted); }

.tk-status-actions { margin-top: 12px; display: grid; gap: 8px; justify-items: start; }
.tk-status-actions__done { margin: 0; font-weight: 600; }
.tk-status-actions__done:empty { display: none; }
.tk-history { list-style: none; margin: 0; padding: 0; display: grid; gap: 8px; }
.tk-history li { display: grid; gap: 2px; padding-left: 12px; border-left: 2px solid var(--portal-border); }
.tk-history time { color: var(--portal-muted); font-size: .9rem; }
`;

export const TICKET_STYLE_ID = 'portal-ticket-styles';

export function ensureTicketStyles() {
  if (typeof document === 'undefined' || document.getElementById(TICKET_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = TICKET_STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}
