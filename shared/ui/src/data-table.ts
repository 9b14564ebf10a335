/**
 * @portal/ui/data-table: the filterable, paged table. A subpath of its own so that pages without a
 * table (the login page above all) do not load it with the rest of @portal/ui.
 */
export { DataTable, type Column, type DataTableProps } from './components/data-table';
export { TablePagination, type TablePaginationProps } from './components/table-pagination';
