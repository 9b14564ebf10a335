/**
 * The DataTable's own extra styles (numeric columns, details under a row): injected by the table itself, so that
 * the main stylesheet (which the login page loads) stays as it is.
 */
const STYLE_ID = 'portal-data-table-styles';

const css = `
.portal-table th.portal-table__numeric, .portal-table td.portal-table__numeric { text-align: right; font-variant-numeric: tabular-nums; }
.portal-table tr.portal-table__row--above > td { border-bottom: 0; }
.portal-table tr.portal-table__below > td { padding-top: 0; }
@media (max-width: 761px) {
  .portal-table th.portal-table__numeric, .portal-table td.portal-table__numeric { text-align: left; }
  .portal-table tr.portal-table__row--above { padding-bottom: 0; border-bottom: 0; }
  .portal-table tr.portal-table__below > td { display: block; padding: 4px 12px 8px; }
  .portal-table tr.portal-table__below > td::before { content: none; }
}
`;

export function ensureDataTableStyles(): void {
  if (typeof document === 'undefined' || document.getElementById(STYLE_ID)) return;
  const style = document.createElement('style');
  style.id = STYLE_ID;
  style.textContent = css;
  document.head.append(style);
}
