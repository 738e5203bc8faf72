/**
 * The project managers' filters of the week (document 3): user, client, brand, business unit
 * and project type. Controlled; an empty choice removes the filter. In the shared FilterBar
 * (issue 32: folded on a phone).
 */
import { Field } from '@chakra-ui/react/field';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { useSessionStore, type WeekFilters as Filters } from '@portal/shared';
import { changedFilterCount, FilterBar } from '@portal/shared/lists';
import { useBusinessUnits } from '../api/get-business-units';
import { useProjectTypes } from '../api/get-project-types';

type Choice = { id: number; name: string };
type Props = { value: Filters; onChange: (value: Filters) => void };

function FilterSelect({
  label,
  name,
  choices,
  value,
  onChange,
}: {
  label: string;
  name: keyof Filters;
  choices: readonly Choice[];
  value: Filters;
  onChange: Props['onChange'];
}) {
  return (
    <Field.Root>
      <Field.Label>{label}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value[name] === undefined ? '' : String(value[name])}
          onChange={(event) => onChange({ ...value, [name]: event.target.value === '' ? undefined : Number(event.target.value) })}
        >
          <option value="">All</option>
          {choices.map((choice) => (
            <option key={choice.id} value={choice.id}>
              {choice.name}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}

const byName = (a: Choice, b: Choice) => a.name.localeCompare(b.name);

export function WeekFilters({ value, onChange }: Props) {
  const users = useSessionStore((state) => state.users);
  const clients = useSessionStore((state) => state.clients);
  const brands = useSessionStore((state) => state.brands);
  const businessUnits = useBusinessUnits().data?.data ?? [];
  const projectTypes = useProjectTypes().data?.data ?? [];
  // Developers and project managers log time (issue 32: a PM logs their own hours too).
  const loggers = users.filter((user) => (user.role === 4 || user.role === 2) && !user.disabled).sort(byName);
  const common = { value, onChange };
  return (
    <FilterBar label="Week filters" activeCount={changedFilterCount(value)}>
      <FilterSelect label="User" name="user_id" choices={loggers} {...common} />
      <FilterSelect label="Client" name="client_id" choices={clients.filter((client) => !client.disabled)} {...common} />
      <FilterSelect label="Brand" name="brand_id" choices={brands} {...common} />
      <FilterSelect label="Business unit" name="business_unit_id" choices={businessUnits} {...common} />
      <FilterSelect label="Project type" name="project_type_id" choices={projectTypes} {...common} />
    </FilterBar>
  );
}
