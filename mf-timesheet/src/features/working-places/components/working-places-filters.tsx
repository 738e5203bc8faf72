/** The working-places list's filters: start and end date, and the user for project managers. */
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Form, FormSpy } from 'react-final-form';
import { useSessionStore } from '@portal/shared';
import { DateField, SelectField, toOptions } from '@portal/shared/fields';
import { nextWorkingPlacesFilters, sameWorkingPlacesFilters, type WorkingPlacesFilters } from '../working-place-rules';

type Props = { value: WorkingPlacesFilters; onChange: (value: WorkingPlacesFilters) => void; withUser: boolean };

export function WorkingPlacesFiltersPanel({ value, onChange, withUser }: Props) {
  const users = useSessionStore((state) => state.users);
  return (
    <Form<WorkingPlacesFilters> onSubmit={() => undefined} initialValues={value} initialValuesEqual={sameWorkingPlacesFilters}>
      {() => (
        <SimpleGrid columns={{ base: 1, sm: 3 }} gap="3" role="group" aria-label="Working places filters">
          <FormSpy<WorkingPlacesFilters>
            subscription={{ values: true }}
            onChange={({ values }) => {
              const next = nextWorkingPlacesFilters(values, value);
              if (!sameWorkingPlacesFilters(next, value)) onChange(next);
            }}
          />
          <DateField name="start_date" label="Start date" />
          <DateField name="end_date" label="End date" minDate={value.start_date} />
          {withUser && (
            <SelectField<number>
              name="user_id"
              label="User"
              placeholder="All users"
              options={toOptions(users.filter((user) => user.role === 4 && !user.disabled))}
            />
          )}
        </SimpleGrid>
      )}
    </Form>
  );
}
