/**
 * The approval page's filters: start and end date, project and user (whole names; the
 * documents' 10-character cut is each option's tooltip). A start past the end moves the end;
 * the page debounces what it sends.
 */
import { useSessionStore } from '@portal/shared';
import { SelectField } from '@portal/shared/fields';
import { DateRangeFields } from '../../list-filters/date-range-fields';
import { FiltersForm } from '../../list-filters/filters-form';
import { useTimesheetProjects } from '../../timesheet-entries/api/get-timesheet-projects';
import { type ApprovalFilters, defaultApprovalFilters, filterOptions, nextApprovalFilters, sameApprovalFilters } from '../approval-filters';

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
      defaults={defaultApprovalFilters()}
      list="/approval"
    >
      <DateRangeFields start={value.start_date} />
      <SelectField<number>
        name="project_id"
        label="Project"
        placeholder="All projects"
        options={filterOptions(projects, (project) => project.title)}
      />
      <SelectField<number>
        name="user_id"
        label="User"
        placeholder="All users"
        options={filterOptions(
          users.filter((user) => user.role === 4 && !user.disabled),
          (user) => user.name,
        )}
      />
    </FiltersForm>
  );
}
