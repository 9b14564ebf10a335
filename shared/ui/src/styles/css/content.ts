/** Cards, status badges, loading/empty/error states, service lists and detail lists. */
export const contentCss = `
.portal-card { margin-bottom: 16px; padding: 16px; background: var(--portal-surface); border: 1px solid var(--portal-border);
  border-radius: var(--portal-radius-lg); box-shadow: var(--portal-shadow); min-width: 0; }
.portal-card__header { display: flex; flex-wrap: wrap; gap: 8px; align-items: center; justify-content: space-between; margin-bottom: 12px; }
.portal-card__title { margin: 0; font-size: 1.15rem; }
.portal-card__actions { display: flex; flex-wrap: wrap; gap: 8px; }
@media (min-width: 762px) { .portal-card { padding: 20px 24px; } }

.portal-badge { display: inline-flex; align-items: center; gap: 6px; padding: 1px 10px; border: 1px solid; border-radius: 999px;
  font-size: .85rem; font-weight: 600; line-height: 1.5; white-space: nowrap; }
.portal-badge::before { content: ''; width: 7px; height: 7px; border-radius: 50%; background: currentColor; }
.portal-badge--positive { color: var(--portal-success); background: var(--portal-success-bg); }
.portal-badge--negative { color: var(--portal-danger); background: var(--portal-danger-bg); }
.portal-badge--neutral { color: var(--portal-muted); background: var(--portal-background); border-color: var(--portal-border); }

.portal-state { display: grid; justify-items: center; gap: 8px; padding: 32px 16px; text-align: center; color: var(--portal-muted); }
.portal-state p { margin: 0; }
.portal-state--loading { display: flex; justify-content: center; align-items: center; gap: 10px; }
.portal-state__title { margin: 0; font-size: 1.1rem; font-weight: 600; color: var(--portal-text); }
.portal-state--error .portal-state__title { color: var(--portal-danger); }
.portal-state .portal-button { margin-top: 8px; }

.portal-service-list { display: grid; gap: 12px; grid-template-columns: repeat(auto-fill, minmax(min(280px, 100%), 1fr));
  margin: 0; padding: 0; list-style: none; }
.portal-service { display: flex; gap: 12px; align-items: flex-start; justify-content: space-between; padding: 16px;
  background: var(--portal-surface); border: 1px solid var(--portal-border); border-radius: var(--portal-radius-lg); }
.portal-service__main { min-width: 0; }
.portal-service__product { margin: 0 0 4px; font-size: 1.05rem; overflow-wrap: anywhere; }
.portal-service__meta { margin: 0; color: var(--portal-muted); font-size: .95rem; }
.portal-service__tag { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; }
.portal-details { display: grid; grid-template-columns: minmax(120px, 40%) minmax(0, 1fr); gap: 6px 16px; margin: 0; }
.portal-details dt { color: var(--portal-muted); }
.portal-details dd { margin: 0; font-weight: 500; overflow-wrap: anywhere; }
.portal-details dd .portal-badge { white-space: normal; }
.portal-grid { display: grid; gap: 16px; grid-template-columns: repeat(auto-fit, minmax(min(300px, 100%), 1fr)); align-items: start; }
.portal-filter-buttons { display: flex; flex-wrap: wrap; gap: 8px; margin-bottom: 12px; }
.portal-filter-buttons .portal-button[aria-pressed='true'] { background: var(--portal-primary); color: var(--portal-on-primary);
  border-color: var(--portal-primary); }
`;
