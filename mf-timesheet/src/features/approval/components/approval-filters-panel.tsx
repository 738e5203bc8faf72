/**
 * The approval page's filters: start and end date, project and user (their names cut at 10
 * characters). A start past the end moves the end; the page debounces what it sends.
 */
import { useSessionStore } from '@portal/shared';
import { SelectField, toOptions } from '@portal/shared/fields';
import { DateRangeFields } from '../../list-filters/date-range-fields';
import { FiltersForm } from '../../list-filters/filters-form';
import { useTimesheetProjects } from '../../timesheet-entries/api/get-timesheet-projects';
import { type ApprovalFilters, cutLabel, nextApprovalFilters, sameApprovalFilters } from '../approval-filters';

type Props = { value: ApprovalFilters; onChange: (value: ApprovalFilters) => void };

export function ApprovalFiltersPanel({ value, onChange }: Props) {
  const users = useSessionStore((state) => state.users);
  const projects = useTimesheetProjects(true).data?.data ?? [];
  return (
    <FiltersForm
      label="Approval filters"
      value={value}
      onChange={onChange}
      next={nextApprovalFilters}
      same={sameApprovalFilters}
      columns={4}
    >
      <DateRangeFields start={value.start_date} />
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
    </FiltersForm>
  );
}
