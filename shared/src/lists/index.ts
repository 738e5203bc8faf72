/**
 * @portal/shared/lists: paginated, searchable lists. A page declares its call
 * (usePagedList), its columns and row actions, and renders PaginatedTable; Pager,
 * PagedListFooter, SearchInput and DataTable are there for lists laid out differently.
 *
 *   const list = usePagedList({ key: clientsKey(), load: getClients, filters: { status } });
 *   <PaginatedTable label="Clients" list={list} searchable rowKey={(c) => c.id} rowLabel={(c) => c.name}
 *     columns={[{ key: 'name', header: 'Name' }, { key: 'visible', header: 'Visible', cell: (c) => <CheckCell ... /> }]}
 *     rowActions={(c) => [{ label: 'Edit', onSelect: () => edit(c) }, { label: 'Remove', danger: true, onSelect: () => confirm(() => remove(c)) }]} />
 *
 * `load` gets { page (1-based), resPerPage, searchString, ...filters } and answers { rows, total };
 * a save or delete reloads it through its mutation hook, which invalidates clientsKey() (docs/architecture.md, "Data layer").
 *
 * FilterBar lays out any list's filters (a grid on a desktop, folded behind "Filters (n)" on a
 * phone) and SavedViewsMenu offers the user's saved views of them (issue 32).
 */
export * from './use-paged-list';
export * from './pager';
export * from './search-input';
export * from './data-table';
export * from './row-actions-menu';
export * from './cells';
export * from './paginated-table';
export * from './filter-bar';
export * from './saved-views-menu';
export { savedViewsKey } from './saved-views-api';
