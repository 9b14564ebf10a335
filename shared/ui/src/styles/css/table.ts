/** DataTable: filter row, table, count and pagination; rows stack into labelled cells on phones. */
export const tableCss = `
.portal-table { min-width: 0; }
.portal-table__filter { display: grid; gap: 4px; margin-bottom: 12px; }
.portal-table__filter-row { display: flex; gap: 8px; }
.portal-table__filter-row .portal-input { flex: 1; min-width: 0; }
.portal-table__scroll { overflow-x: auto; border: 1px solid var(--portal-border); border-radius: var(--portal-radius);
  background: var(--portal-surface); }
.portal-table table { width: 100%; border-collapse: collapse; }
.portal-table caption { padding: 10px 12px; text-align: left; font-weight: 600; }
.portal-table th, .portal-table td { padding: 10px 12px; text-align: left; vertical-align: middle;
  border-bottom: 1px solid var(--portal-border); }
.portal-table th { font-size: .8rem; font-weight: 700; text-transform: uppercase; letter-spacing: .04em; color: var(--portal-muted);
  white-space: nowrap; }
.portal-table th.portal-table__rowheader { font-size: inherit; font-weight: 600; text-transform: none; letter-spacing: normal;
  color: inherit; white-space: normal; }
.portal-table tbody tr:last-child > td, .portal-table tbody tr:last-child > th { border-bottom: 0; }
.portal-table__row--selectable { cursor: pointer; }
.portal-table__row--selectable:hover { background: var(--portal-hover); }
.portal-table__row--highlighted { background: var(--portal-hover); box-shadow: inset 5px 0 0 var(--portal-accent); font-weight: 600; }
.portal-table__select { display: inline-flex; align-items: center; min-height: 32px; padding: 0; border: 0; background: transparent;
  color: var(--portal-link); font: inherit; font-weight: 600; text-align: left; text-decoration: underline;
  text-underline-offset: 2px; cursor: pointer; }
.portal-table__message { padding: 24px 12px; text-align: center; color: var(--portal-muted); }
.portal-table__footer { display: flex; flex-wrap: wrap; gap: 8px 16px; align-items: center; justify-content: space-between;
  margin-top: 8px; }
.portal-table__count { margin: 0; color: var(--portal-muted); }
.portal-pagination { display: flex; align-items: center; gap: 8px; }
.portal-pagination__page { white-space: nowrap; font-variant-numeric: tabular-nums; }
@media (max-width: 761px) {
  .portal-table table, .portal-table tbody, .portal-table caption { display: block; }
  .portal-table thead { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); clip-path: inset(50%); }
  .portal-table tr { display: block; padding: 8px 0; border-bottom: 1px solid var(--portal-border); }
  .portal-table tbody tr:last-child { border-bottom: 0; }
  .portal-table td, .portal-table th.portal-table__rowheader { display: grid; grid-template-columns: minmax(90px, 35%) 1fr; gap: 8px;
    align-items: center; padding: 4px 12px; border: 0; overflow-wrap: anywhere; }
  .portal-table td::before, .portal-table th.portal-table__rowheader::before { content: attr(data-label); font-weight: 600;
    color: var(--portal-muted); overflow-wrap: normal; hyphens: auto; }
  .portal-table td > .portal-badge { justify-self: start; }
  .portal-table td.portal-table__message { display: block; padding: 20px 12px; }
  .portal-table td.portal-table__message::before { content: none; }
  .portal-table__select { min-height: 44px; }
  .portal-table__footer { flex-direction: column; align-items: stretch; }
  .portal-pagination { justify-content: space-between; }
}
`;
