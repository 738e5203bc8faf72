/** The project's timesheet entries (document 2), as the project details page shows them. */
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import type { ProjectPanelProps } from '@portal/shared';

export function ProjectTimesheetPanel({ project }: ProjectPanelProps) {
  return (
    <Stack gap="3" aria-label={`Timesheet entries of project ${project.id}`}>
      <Heading as="h2" size="md">
        Timesheet entries
      </Heading>
    </Stack>
  );
}
