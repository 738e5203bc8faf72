/** The working-places list's filters: start and end date, and the user for project managers. */
import { useLocation } from 'react-router-dom';
import { useSessionStore } from '@portal/shared';
import { SelectField, toOptions } from '@portal/shared/fields';
import { DateRangeFields } from '../../list-filters/date-range-fields';
import { FiltersForm } from '../../list-filters/filters-form';
import {
  defaultWorkingPlacesFilters,
  nextWorkingPlacesFilters,
  sameWorkingPlacesFilters,
  type WorkingPlacesFilters,
} from '../working-place-rules';

type Props = { value: WorkingPlacesFilters; onChange: (value: WorkingPlacesFilters) => void; withUser: boolean };

export function WorkingPlacesFiltersPanel({ value, onChange, withUser }: Props) {
  const users = useSessionStore((state) => state.users);
  // The list is also the working-places report: each page keeps its own views.
  const { pathname } = useLocation();
  return (
    <FiltersForm
      label="Working places filters"
      value={value}
      onChange={onChange}
      next={nextWorkingPlacesFilters}
      same={sameWorkingPlacesFilters}
      columns={3}
      defaults={defaultWorkingPlacesFilters()}
      list={pathname}
    >
      <DateRangeFields start={value.start_date} />
      {withUser && (
        <SelectField<number>
          name="user_id"
          label="User"
          placeholder="All users"
          options={toOptions(users.filter((user) => user.role === 4 && !user.disabled))}
        />
      )}
    </FiltersForm>
  );
}
