/**
 * The approval page's filters: start and end date, project and user (their names cut at 10
 * characters). A start past the end moves the end; the page debounces what it sends.
 */
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Form, FormSpy } from 'react-final-form';
import { useSessionStore } from '@portal/shared';
import { DateField, SelectField, toOptions } from '@portal/shared/fields';
import { useTimesheetProjects } from '../../timesheet-entries/api/get-timesheet-projects';
import { type ApprovalFilters, cutLabel, nextApprovalFilters, sameApprovalFilters } from '../approval-filters';

type Props = { value: ApprovalFilters; onChange: (value: ApprovalFilters) => void };

export function ApprovalFiltersPanel({ value, onChange }: Props) {
  const users = useSessionStore((state) => state.users);
  const projects = useTimesheetProjects(true).data?.data ?? [];
  return (
    <Form<ApprovalFilters> onSubmit={() => undefined} initialValues={value} initialValuesEqual={sameApprovalFilters}>
      {() => (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: 4 }} gap="3" role="group" aria-label="Approval filters">
          <FormSpy<ApprovalFilters>
            subscription={{ values: true }}
            onChange={({ values }) => {
              const next = nextApprovalFilters(values, value);
              if (!sameApprovalFilters(next, value)) onChange(next);
            }}
          />
          <DateField name="start_date" label="Start date" />
          <DateField name="end_date" label="End date" minDate={value.start_date} />
          <SelectField<number>
            name="project_id"
            label="Project"
            placeholder="All projects"
            options={toOptions(projects, (project) => cutLabel(project.title))}
          />
          <SelectField<number>
            name="user_id"
            label="User"
            placeholder="All users"
            options={toOptions(
              users.filter((user) => user.role === 4 && !user.disabled),
              (user) => cutLabel(user.name),
            )}
          />
        </SimpleGrid>
      )}
    </Form>
  );
}
