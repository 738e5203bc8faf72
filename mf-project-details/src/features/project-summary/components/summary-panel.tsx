/** The summary panel (document 2, section 2): every field of the project, its subprojects and the completion bar. */
import type { ReactNode } from 'react';
import { useState } from 'react';
import { Badge } from '@chakra-ui/react/badge';
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { Link } from '@chakra-ui/react/link';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { Link as RouterLink } from 'react-router-dom';
import { canManageProjectDetails, isProjectManager } from '@portal/shared/access';
import { notifySuccess, PROJECT_STATUS, type ProjectDetail, reportApiError, useMyAccess } from '@portal/shared';
import { ConfirmDialog } from '@portal/shared/dialogs';
import { formatDate } from '@portal/shared/format';
import { useRemoveProjectChild } from '../api/remove-project-child';
import { CompletionBar } from './completion-bar';
import { SummaryMenu } from './summary-menu';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap="0.5">
      <Text as="dt" fontSize="xs" color="fg.muted" textTransform="uppercase" letterSpacing="wide">
        {label}
      </Text>
      <Text as="dd" data-field={label}>
        {children || '—'}
      </Text>
    </Stack>
  );
}

const STATUS_PALETTE: Record<number, string> = {
  [PROJECT_STATUS.pending]: 'orange',
  [PROJECT_STATUS.open]: 'green',
  [PROJECT_STATUS.closed]: 'gray',
  [PROJECT_STATUS.cancelled]: 'red',
};

export function SummaryPanel({ project }: { project: ProjectDetail }) {
  const access = useMyAccess();
  const removeChild = useRemoveProjectChild();
  const [removing, setRemoving] = useState<{ id: number; title: string } | null>(null);
  const manages = canManageProjectDetails(access);

  const remove = async (child: { id: number }) => {
    try {
      await removeChild(project.id, child.id);
      notifySuccess('Subproject has been removed.');
    } catch (error) {
      await reportApiError(error);
    }
  };

  return (
    <Card.Root as="section" aria-labelledby="project-summary-title">
      <Card.Header>
        <Flex justify="space-between" align="start" gap="3">
          <Stack gap="1">
            <Heading id="project-summary-title" size="lg">
              {project.title}
            </Heading>
            <Badge alignSelf="start" colorPalette={STATUS_PALETTE[project.status_id] ?? 'gray'} data-field="Status">
              {project.status_name}
            </Badge>
          </Stack>
          <SummaryMenu project={project} />
        </Flex>
      </Card.Header>
      <Card.Body gap="5">
        <CompletionBar startDate={project.start_date} deadline={project.deadline} />
        <Grid as="dl" templateColumns={{ base: '1fr', md: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' }} gap="4">
          <Field label="Job numbers">{project.job_numbers.map((j) => j.name).join(', ')}</Field>
          <Field label="Business units">{project.business_units.map((b) => b.name).join(', ')}</Field>
          <Field label="Client">{project.client_name}</Field>
          <Field label="Brand">{project.brand_name}</Field>
          <Field label="Client PM">{project.hg_pm_name}</Field>
          <Field label="IDG PM">{project.idg_pm_name}</Field>
          <Field label="Owner">{project.owner_name}</Field>
          <Field label="Category">{project.category_title}</Field>
          <Field label="Type">{project.type}</Field>
          <Field label="Team leads">{project.teamleads.map((t) => t.name).join(', ')}</Field>
          <Field label="Start date">{formatDate(project.start_date)}</Field>
          <Field label="Deadline">{formatDate(project.deadline)}</Field>
          {isProjectManager(access) && project.parent_id !== null && (
            <Field label="Settle">
              <Link asChild colorPalette="blue">
                <RouterLink to={`/project/${project.parent_id}`}>{project.settle_title}</RouterLink>
              </Link>
            </Field>
          )}
        </Grid>
        <dl>
          <Field label="Description">{project.description}</Field>
        </dl>
        {project.children.length > 0 && (
          <Stack gap="2" as="section" aria-label="Subprojects">
            <Heading size="sm">Subprojects</Heading>
            <Stack as="ul" gap="1" listStyleType="none">
              {project.children.map((child) => (
                <Flex as="li" key={child.id} align="center" gap="3">
                  <Link asChild colorPalette="blue">
                    <RouterLink to={`/project/${child.id}`}>{child.title}</RouterLink>
                  </Link>
                  {manages && (
                    <Button
                      size="xs"
                      variant="ghost"
                      colorPalette="red"
                      onClick={() => setRemoving(child)}
                      aria-label={`Remove subproject ${child.title}`}
                    >
                      Remove
                    </Button>
                  )}
                </Flex>
              ))}
            </Stack>
          </Stack>
        )}
      </Card.Body>
      <ConfirmDialog
        open={removing !== null}
        onClose={() => setRemoving(null)}
        onConfirm={() => (removing ? remove(removing) : undefined)}
        confirmLabel="Remove subproject"
      />
    </Card.Root>
  );
}
