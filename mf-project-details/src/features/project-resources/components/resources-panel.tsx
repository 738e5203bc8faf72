/**
 * The assigned resources panel (document 2, section 2): full project managers add, edit and
 * remove; the project's team leads read; nobody else sees it (the API refuses them too).
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { canEditResources } from '@portal/shared/access';
import { notifySuccess, type ProjectDetail, reportApiError, useMe, useMyAccess } from '@portal/shared';
import type { ProjectResource } from '@portal/shared/contract';
import { ConfirmDialog } from '@portal/shared/dialogs';
import { DataTable } from '@portal/shared/lists';
import { useDeleteProjectResource } from '../api/delete-project-resource';
import { useProjectResources } from '../api/get-project-resources';
import { ResourceFormModal } from './resource-form-modal';

const hours = new Intl.NumberFormat(undefined, { maximumFractionDigits: 2 });

/** Whether the panel shows at all: full PMs and the project's team leads. */
export function seesResources(project: ProjectDetail, access: ReturnType<typeof useMyAccess>, meId: number): boolean {
  return canEditResources(access) || project.teamlead_ids.includes(meId);
}

export function ResourcesPanel({ project }: { project: ProjectDetail }) {
  const access = useMyAccess();
  const me = useMe();
  const editable = canEditResources(access);
  if (!seesResources(project, access, me.id)) return null;
  return <ResourcesCard project={project} editable={editable} />;
}

function ResourcesCard({ project, editable }: { project: ProjectDetail; editable: boolean }) {
  const list = useProjectResources(project.id);
  const remove = useDeleteProjectResource();
  const [editing, setEditing] = useState<ProjectResource | 'new' | null>(null);
  const [removing, setRemoving] = useState<ProjectResource | null>(null);

  const confirmRemove = async (resource: ProjectResource) => {
    try {
      await remove(resource);
      notifySuccess('Resource has been removed.');
    } catch (error) {
      await reportApiError(error);
    }
  };

  const content = (
    <DataTable
      label="Assigned resources"
      rows={list.data?.data ?? []}
      rowKey={(r) => r.id}
      isLoading={!list.data && !list.error}
      error={list.error as unknown}
      errorMessage="The resources could not be loaded."
      onRetry={() => void list.mutate()}
      emptyMessage="No resources are assigned to this project."
      rowLabel={(r) => `${r.user_name}, ${r.activity}`}
      rowActions={
        editable
          ? (r) => [
              { label: 'Edit', onSelect: () => setEditing(r) },
              { label: 'Remove', danger: true, onSelect: () => setRemoving(r) },
            ]
          : undefined
      }
      columns={[
        { key: 'user_name', header: 'Developer' },
        { key: 'activity', header: 'Activity' },
        { key: 'max_hours', header: 'Max hours', align: 'end', cell: (r) => hours.format(r.max_hours) },
        { key: 'used_hours', header: 'Used hours', align: 'end', cell: (r) => hours.format(r.used_hours) },
      ]}
    />
  );

  return (
    <Card.Root as="section" aria-labelledby="project-resources-title">
      <Card.Header>
        <Flex justify="space-between" align="center">
          <Heading id="project-resources-title" size="md">
            Assigned resources
          </Heading>
          {editable && (
            <Button size="sm" colorPalette="blue" onClick={() => setEditing('new')}>
              Add resource
            </Button>
          )}
        </Flex>
      </Card.Header>
      <Card.Body>{content}</Card.Body>
      {editable && (
        <>
          <ResourceFormModal
            open={editing !== null}
            onClose={() => setEditing(null)}
            projectId={project.id}
            resource={editing === 'new' ? null : editing}
          />
          <ConfirmDialog
            open={removing !== null}
            onClose={() => setRemoving(null)}
            onConfirm={() => (removing ? confirmRemove(removing) : undefined)}
          />
        </>
      )}
    </Card.Root>
  );
}
