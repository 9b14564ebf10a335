/** Styles of the hosting pages (class prefix host-), added when one first shows (there are no CSS loaders in the build). */
const CSS = `
.host-details { display: grid; grid-template-columns: max-content 1fr; gap: 6px 16px; margin: 0; }
.host-details dt { color: var(--portal-muted); }
.host-details dd { margin: 0; min-width: 0; overflow-wrap: anywhere; }
.host-name { font-weight: 600; overflow-wrap: anywhere; }
.host-warning { color: var(--portal-danger, #b42318); font-weight: 600; }
.host-meters { display: grid; gap: 16px; }
.host-form { display: grid; gap: 12px; }
@media (max-width: 480px) { .host-details { grid-template-columns: 1fr; } .host-details dt { margin-top: 6px; } }
`;

export const HOSTING_STYLE_ID = 'portal-cloud-hosting-styles';

export function ensureHostingStyles() {
  if (typeof document === 'undefined' || document.getElementById(HOSTING_STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = HOSTING_STYLE_ID;
  style.textContent = CSS;
  document.head.appendChild(style);
}
