/** Styles of the mail pages (class prefix mail-), added when one first shows. */
const CSS = `
.mail-details { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
.mail-details dt { color: var(--portal-muted); }
.mail-details dd { margin: 0; overflow-wrap: anywhere; }
.mail-meter { height: 8px; border-radius: 999px; background: var(--portal-background); border: 1px solid var(--portal-border); overflow: hidden; margin: 4px 0 0; }
.mail-meter > span { display: block; height: 100%; background: var(--portal-primary); }
.mail-address { font-weight: 600; overflow-wrap: anywhere; }
.mail-suffix { display: flex; align-items: end; gap: 6px; }
.mail-suffix > :first-child { flex: 1; min-width: 0; }
.mail-suffix__domain { padding: 0 0 10px; color: var(--portal-muted); overflow-wrap: anywhere; }
.mail-offers { list-style: none; margin: 0; padding: 0; display: grid; gap: 12px; grid-template-columns: repeat(auto-fit, minmax(min(240px, 100%), 1fr)); }
.mail-offer { border: 1px solid var(--portal-border); border-radius: var(--portal-radius); padding: 16px; display: grid; gap: 8px; align-content: start; background: var(--portal-surface); }
.mail-offer h3 { margin: 0; font-size: 1.1rem; }
.mail-offer__price { margin: 0; font-size: 1.3rem; font-weight: 700; }
.mail-offer__reason { margin: 0; color: var(--portal-muted); }
.mail-record-type { display: inline-block; min-width: 3.5em; font-weight: 700; font-family: ui-monospace, SFMono-Regular, Menlo, monospace; }
.mail-record-value { font-family: ui-monospace, SFMono-Regular, Menlo, monospace; overflow-wrap: anywhere; word-break: break-all; }
.mail-dialog-form { display: grid; gap: 12px; }
@media (max-width: 480px) { .mail-details { grid-template-columns: 1fr; } .mail-details dd { margin-bottom: 6px; } }
`;

export const MAIL_STYLE_ID = 'portal-communication-mail-styles';

export function ensureMailStyles() {
  if (typeof document === 'undefined' || document.getElementById(MAIL_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = MAIL_STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}
