/**
 * The panel's filters: developer and activity for those who see every developer's entries
 * (full PMs and the project's team leads), start and end dates for everyone; in the shared
 * FilterBar with the user's saved views, one set for every project's panel (issue 32).
 */
import { Form, FormSpy } from 'react-final-form';
import { useSessionStore } from '@portal/shared';
import { DateField } from '@portal/shared/date-field';
import { SelectField, toOptions } from '@portal/shared/fields';
import { changedFilterCount, FilterBar, SavedViewsMenu } from '@portal/shared/lists';
import { useActivityTypes } from '../api/get-activity-types';
import { defaultPanelFilters, nextPanelFilters, type PanelFilters } from '../panel-filters';

/** The key of the panel's saved views: the same filters make sense on any project. */
const VIEWS_LIST = '/project/timesheet';

const same = (a?: Partial<PanelFilters>, b?: Partial<PanelFilters>) =>
  a?.dev === b?.dev && a?.activity === b?.activity && a?.startDate === b?.startDate && a?.endDate === b?.endDate;

type Props = { value: PanelFilters; onChange: (value: PanelFilters) => void; seesAll: boolean };

export function ProjectTimesheetFilters({ value, onChange, seesAll }: Props) {
  const users = useSessionStore((state) => state.users);
  const activities = useActivityTypes().data?.data.paginatedActivityTypes ?? [];
  const developers = toOptions(users.filter((user) => user.role === 4));
  return (
    <Form<PanelFilters> onSubmit={() => undefined} initialValues={value} initialValuesEqual={same}>
      {() => (
        <FilterBar
          label="Timesheet filters"
          activeCount={changedFilterCount(value, defaultPanelFilters())}
          actions={
            <SavedViewsMenu
              list={VIEWS_LIST}
              filters={value}
              onApply={(saved) => onChange(nextPanelFilters(saved, defaultPanelFilters()))}
            />
          }
        >
          <FormSpy<PanelFilters>
            subscription={{ values: true }}
            onChange={({ values }) => {
              const next = nextPanelFilters(values, value);
              if (!same(next, value)) onChange(next);
            }}
          />
          {seesAll && <SelectField<number> name="dev" label="Developer" placeholder="All developers" options={developers} />}
          {seesAll && <SelectField<number> name="activity" label="Activity" placeholder="All activities" options={toOptions(activities)} />}
          <DateField name="startDate" label="Start date" />
          <DateField name="endDate" label="End date" minDate={value.startDate} />
        </FilterBar>
      )}
    </Form>
  );
}
