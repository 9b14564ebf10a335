/** Styles of the purchase and cancel pages, added when one first shows (they stay out of the login page's bundle). */
const CSS = `
.portal-commerce { max-width: 760px; }
/* The heading takes the focus on arrival for screen readers; it is not a control, so no focus ring. */
.portal-commerce h1[tabindex='-1']:focus { outline: none; }
.portal-commerce__actions { display: flex; flex-wrap: wrap; gap: 8px; margin-top: 16px; }
.portal-commerce__actions > * { flex: 1 1 auto; }
@media (min-width: 762px) { .portal-commerce__actions > * { flex: 0 0 auto; } }
.portal-commerce fieldset { border: 0; margin: 0 0 16px; padding: 0; min-width: 0; }
.portal-commerce legend { font-weight: 600; margin-bottom: 8px; padding: 0; }
.portal-commerce textarea.portal-input { min-height: 96px; resize: vertical; }
.portal-receipt__change { display: grid; gap: 8px; margin: 0 0 16px; padding: 0; list-style: none; }
@media (min-width: 762px) { .portal-receipt__change { grid-template-columns: 1fr auto 1fr; align-items: center; } }
.portal-receipt__plan { padding: 12px; border: 1px solid var(--portal-border, #ddd); border-radius: 8px; min-width: 0; }
.portal-receipt__plan p { margin: 0; overflow-wrap: anywhere; }
.portal-receipt__plan-label { color: var(--portal-muted, #555); font-size: .875rem; }
.portal-receipt__plan-name { font-weight: 600; }
.portal-receipt__arrow { justify-self: center; font-size: 1.4rem; color: var(--portal-muted, #555); }
@media (max-width: 761px) { .portal-receipt__arrow { transform: rotate(90deg); } }
.portal-receipt__lines { list-style: none; margin: 0 0 16px; padding: 0; border-top: 1px solid var(--portal-border, #ddd); }
.portal-receipt__lines li { display: flex; justify-content: space-between; gap: 12px; padding: 10px 0;
  border-bottom: 1px dashed var(--portal-border, #ddd); }
.portal-receipt__lines li > :first-child { min-width: 0; overflow-wrap: anywhere; }
.portal-receipt__amount { white-space: nowrap; font-variant-numeric: tabular-nums; text-align: right; }
.portal-receipt__quantity { color: var(--portal-muted, #555); }
.portal-receipt__totals dd { font-variant-numeric: tabular-nums; }
.portal-commerce fieldset fieldset { margin: 12px 0 0; }
.portal-commerce fieldset fieldset legend { font-weight: 500; margin-bottom: 0; }
.portal-radio { display: flex; align-items: flex-start; gap: 10px; min-height: 44px; padding: 10px 0 0; cursor: pointer; }
.portal-radio input { width: 20px; height: 20px; margin: 1px 0 0; accent-color: var(--portal-primary, #420A38); flex: none; }
`;

export function ensureCommerceStyles() {
  if (typeof document === 'undefined' || document.getElementById('portal-commerce-styles')) return;
  const style = document.createElement('style');
  style.id = 'portal-commerce-styles';
  style.textContent = CSS;
  document.head.appendChild(style);
}
