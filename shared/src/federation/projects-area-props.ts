/**
 * The props of what mf-projects exposes to other areas (the header's project form, the
 * projects report's filters and table, project details' set-parent dialog). They live here so
 * that mf-projects implements and every consumer passes one declaration.
 */
import type { ProjectFilters, ProjectRow } from '../contract';
import type { RowAction } from '../lists/row-actions-menu';

export type ProjectFormProps = {
  open: boolean;
  onClose: () => void;
  /** The project to edit; none for a new one. */
  projectId?: number;
};

export type SetParentDialogProps = {
  open: boolean;
  onClose: () => void;
  projectId: number;
};

/**
 * The projects filters' values: the call's filters with job numbers as ids (mf-projects'
 * `toProjectFilters` joins them), and no sorting.
 */
export type ProjectFilterValues = Omit<ProjectFilters, 'jn' | 'sort' | 'order'> & { jobNumbers?: number[] };

export type ProjectFiltersProps = {
  value: ProjectFilterValues;
  onChange: (value: ProjectFilterValues) => void;
  /** From the projects answer: the role filter is for role 1 team leads. */
  isTeamLead?: boolean;
  /**
   * Receives the call's filters for these values (default status, only the filters this user
   * sees), or null while the statuses load: the report queries with them.
   */
  onQueryChange?: (filters: ProjectFilters | null) => void;
  /** The key the user's saved views of these filters are kept under (the page's route); none, no views. */
  list?: string;
};

export type ProjectsTableProps = {
  rows: readonly ProjectRow[];
  isLoading?: boolean;
  isRefreshing?: boolean;
  error?: unknown;
  onRetry?: () => void;
  /** The role column (role 1 users: developer or team lead on the project). */
  showRole?: boolean;
  /** The row menu (the list's Edit for project managers); none in the report. */
  rowActions?: (row: ProjectRow) => (RowAction | false | null | undefined)[];
  emptyMessage?: string;
  /** Rows the list shows beyond its filters (projects just created), marked New. */
  newRowIds?: ReadonlySet<number>;
};
