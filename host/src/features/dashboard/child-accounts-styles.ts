/**
 * The styles of the branches' and clients' section, added when it first shows: most accounts have no linked accounts,
 * so the dashboard's own styles leave them out.
 */
const CSS = `
.portal-dashboard-section { background: var(--portal-surface, #fff); border: 1px solid var(--portal-border, #ddd); border-radius: 12px;
  padding: 16px; min-width: 0; scroll-margin-top: 72px; }
.portal-dashboard-section:focus { outline: none; }
.portal-dashboard-section__title { font-size: 1.25rem; margin: 0 0 4px; }
.portal-family__name { display: inline-flex; flex-wrap: wrap; gap: 0 6px; text-align: left; }
.portal-family__code { color: var(--portal-muted, #555); font-weight: 400; font-variant-numeric: tabular-nums; }
.portal-family__overdue { color: var(--portal-danger, #b3261e); font-weight: 600; }
.portal-family__services { display: grid; gap: 4px; min-width: 0; }
.portal-family__suspended { list-style: none; margin: 0; padding: 0; display: grid; gap: 4px; }
.portal-family__suspended li { display: flex; flex-wrap: wrap; align-items: center; gap: 4px 8px; }
.portal-family__service { min-height: 44px; padding: 0; border: 0; background: transparent; color: var(--portal-link, #420A38);
  font: inherit; text-align: left; text-decoration: underline; text-underline-offset: 2px; cursor: pointer; overflow-wrap: anywhere; }
.portal-family__service:focus-visible { outline: 3px solid var(--portal-focus, #1a73e8); outline-offset: 2px; }
`;

export function ensureChildAccountsStyles() {
  if (document.getElementById('portal-child-accounts-styles')) return;
  const style = document.createElement('style');
  style.id = 'portal-child-accounts-styles';
  style.textContent = CSS;
  document.head.appendChild(style);
}
