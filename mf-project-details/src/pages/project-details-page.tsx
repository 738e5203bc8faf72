/**
 * /project/{id}: loads the project once and shows its summary, its resources and the panels
 * other areas expose for it (finance, timesheet), each of which fails alone. No access goes
 * back to /projects; an unknown id too, saying why. `project-changed` (a panel here, or another
 * user through the real-time channel) reloads the project.
 */
import { useEffect } from 'react';
import { Stack } from '@chakra-ui/react/stack';
import { Navigate, useNavigate, useParams } from 'react-router-dom';
import { useSWRConfig } from 'swr';
import { apiErrorStatus, ErrorState, eventBus, LoadingState, notifyError } from '@portal/shared';
import { projectDetailKey, useProjectDetail } from '../features/project-summary/api/get-project-detail';
import { projectResourcesKey } from '../features/project-resources/api/get-project-resources';
import { SummaryPanel } from '../features/project-summary/components/summary-panel';
import { ResourcesPanel } from '../features/project-resources/components/resources-panel';
import { HistoryPanel } from '../features/project-history/components/history-panel';
import { ComposedPanels } from './composed-panels';

export function ProjectDetailsPage() {
  const { id } = useParams();
  const projectId = Number(id);
  if (!Number.isInteger(projectId) || projectId < 1) return <UnknownProject />;
  return <ProjectDetails key={projectId} projectId={projectId} />;
}

function UnknownProject() {
  useEffect(() => notifyError('This project does not exist.'), []);
  return <Navigate to="/projects" replace />;
}

function ProjectDetails({ projectId }: { projectId: number }) {
  const detail = useProjectDetail(projectId);
  const { data, mutate } = detail;
  const error: unknown = detail.error;
  const { mutate: reload } = useSWRConfig();
  const navigate = useNavigate();

  useEffect(
    () =>
      eventBus.on('project-changed', (change) => {
        if (change.projectId !== projectId) return;
        void reload(projectDetailKey(projectId));
        if (change.part === 'resources') void reload(projectResourcesKey(projectId));
      }),
    [projectId, reload],
  );
  useEffect(
    () =>
      eventBus.on('project-saved', (saved) => {
        if (saved.projectId !== projectId) return;
        // The edit form may change the team leads, who read the resources, and the dates and
        // status the panels derive from.
        void reload(projectDetailKey(projectId));
        void reload(projectResourcesKey(projectId));
      }),
    [projectId, reload],
  );
  const missing = error && apiErrorStatus(error) === 404;
  useEffect(() => {
    if (missing) {
      notifyError('This project does not exist.');
      void navigate('/projects', { replace: true });
    }
  }, [missing, navigate]);

  if (missing) return null;
  if (error) return <ErrorState message="The project could not be loaded." onRetry={() => void mutate()} />;
  if (!data) return <LoadingState label="Loading the project…" />;
  const { project } = data;
  if (!project.has_access) return <Navigate to="/projects" replace />;
  return (
    <Stack gap="5">
      <SummaryPanel project={project} />
      <ResourcesPanel project={project} />
      <ComposedPanels project={project} />
      <HistoryPanel project={project} />
    </Stack>
  );
}
