/**
 * @portal/shared/lists: paginated, searchable lists. A page declares its call
 * (usePagedList), its columns and row actions, and renders PaginatedTable; Pager, SearchInput
 * and DataTable are there for lists laid out differently.
 */
export * from './use-paged-list';
export * from './pager';
export * from './search-input';
export * from './data-table';
export * from './row-actions-menu';
export * from './cells';
export * from './paginated-table';
