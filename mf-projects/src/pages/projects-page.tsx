/**
 * /projects (document 1, section 2): the filters, kept for the browser session; 50 projects a
 * page with a window of pages; Edit and Set parent for full project managers. Projects created
 * in this tab show on top of the first page, marked New, until the filters change (issue 32).
 */
import { useMemo, useState } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import {
  dialogOnDemand,
  type ProjectFilters,
  type ProjectFilterValues,
  PROJECTS_PAGE_SIZE,
  type ProjectDetail,
  type ProjectRow,
  useMyAccess,
  useSessionState,
  PAGE_HEADINGS,
  PageHeading,
} from '@portal/shared';
import { canEditProjects, isDeveloper } from '@portal/shared/access';
import { PagedListFooter } from '@portal/shared/lists';
import { useProject } from '../features/project-form/api/get-project';
import { forgetCreatedProjects, useCreatedProjects } from '../features/projects/created-projects';
import { useProjectStatuses } from '../features/projects/api/get-project-statuses';
import { useProjects } from '../features/projects/api/get-projects';
import { ProjectFiltersPanel } from '../features/projects/components/project-filters-panel';
import { PROJECTS_FILTERS_KEY } from '../features/projects/project-filters';
import { ProjectsTable } from '../features/projects/components/projects-table';

const ProjectFormModal = dialogOnDemand(() =>
  import('../features/project-form/components/project-form-modal').then((module) => module.ProjectFormModal),
);
const SetParentDialog = dialogOnDemand(() =>
  import('../features/project-form/components/set-parent-dialog').then((module) => module.SetParentDialog),
);

export function ProjectsPage() {
  const access = useMyAccess();
  const [filters, setFilters] = useSessionState<ProjectFilterValues>(PROJECTS_FILTERS_KEY, {});
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<number | null>(null);
  const [parentOf, setParentOf] = useState<number | null>(null);
  // The call's filters come from the filters panel (default status, only the filters this user sees).
  const [query, setQuery] = useState<ProjectFilters | null>(null);
  const statuses = useProjectStatuses();
  const projects = useProjects(query && { ...query, page, resPerPage: PROJECTS_PAGE_SIZE });
  const isTeamLead = projects.data?.is_teamlead ?? false;

  const listed = projects.data?.data.projects;
  const created = useCreatedProjectRows(page === 1 ? listed : undefined);
  const rows = useMemo(() => [...created, ...(listed ?? [])], [created, listed]);
  const newRowIds = useMemo(() => new Set(created.map((project) => project.id)), [created]);
  const total = projects.data?.totalResults ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / PROJECTS_PAGE_SIZE));
  const loadError: unknown = projects.error ?? statuses.error;
  const canEdit = canEditProjects(access);
  const rowActions = canEdit
    ? (project: ProjectRow) => [
        { label: 'Edit', onSelect: () => setEditing(project.id) },
        project.parent_id === null && !project.has_children && { label: 'Set parent', onSelect: () => setParentOf(project.id) },
      ]
    : undefined;

  return (
    <Stack gap="5">
      <PageHeading>{PAGE_HEADINGS['/projects']}</PageHeading>
      <ProjectFiltersPanel
        value={filters}
        isTeamLead={isTeamLead}
        list="/projects"
        onChange={(next) => {
          forgetCreatedProjects();
          setFilters(next);
          setPage(1);
        }}
        onQueryChange={setQuery}
      />
      <ProjectsTable
        rows={rows}
        newRowIds={newRowIds}
        isLoading={!projects.data && !projects.error && !statuses.error}
        isRefreshing={projects.isValidating}
        error={loadError}
        onRetry={() => void (statuses.error ? statuses.mutate() : projects.mutate())}
        showRole={isDeveloper(access)}
        rowActions={rowActions}
      />
      <PagedListFooter page={page} pageCount={pageCount} total={total} onPageChange={setPage} label="Projects pages" />
      {canEdit && <ProjectFormModal open={editing !== null} onClose={() => setEditing(null)} projectId={editing ?? undefined} />}
      {canEdit && parentOf !== null && <SetParentDialog open onClose={() => setParentOf(null)} projectId={parentOf} />}
    </Stack>
  );
}

const NO_ROWS: ProjectRow[] = [];

/**
 * The projects this tab created that the first page does not list (their status is filtered
 * out): each read with GET project/{id}, whose answer is a whole row, and refreshed with it on
 * an edit. A fixed number of calls, so the hooks stay the same from render to render.
 */
function useCreatedProjectRows(firstPage: readonly ProjectRow[] | undefined): ProjectRow[] {
  const ids = useCreatedProjects();
  const first = useProject(firstPage && ids[0]).data?.project;
  const second = useProject(firstPage && ids[1]).data?.project;
  const third = useProject(firstPage && ids[2]).data?.project;
  return useMemo(() => {
    const missing = [first, second, third].filter(
      (project): project is ProjectDetail => project?.has_access === true && !firstPage?.some((row) => row.id === project.id),
    );
    return missing.length ? missing : NO_ROWS;
  }, [firstPage, first, second, third]);
}
