/**
 * The projects filters (document 1, section 2): status, role, job numbers, cost estimation,
 * title, description, client, brand, client PM, type, PM and category, each shown only to the
 * users it is for, and "Clear filters". Controlled: the list (or the report) keeps the values.
 * Laid out by the shared FilterBar (a grid on a desktop, "Filters (n)" on a phone), with the
 * user's saved views when the page names its list (issue 32).
 */
import { memo, useEffect, useEffectEvent, useMemo } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Form, FormSpy, useField } from 'react-final-form';
import { type ProjectFiltersProps, type ProjectFilterValues, useMyAccess, useSessionStore } from '@portal/shared';
import { isLimitedPm } from '@portal/shared/access';
import { MultiSelectField } from '@portal/shared/combobox-fields';
import { FieldFrame, SelectField, toOptions } from '@portal/shared/fields';
import { changedFilterCount, FilterBar, SavedViewsMenu, SearchInput } from '@portal/shared/lists';
import { useJobNumbers } from '../api/get-job-numbers';
import { useProjectCategories } from '../api/get-project-categories';
import { useProjectStatuses } from '../api/get-project-statuses';
import { useProjectTypes } from '../api/get-project-types';
import { brandOptions, clientOptions, clientPmOptions, pmFilterOptions } from '../lookup-options';
import {
  ALL_STATUSES,
  changedFilterValues,
  effectiveStatus,
  type FilterName,
  TEXT_FILTER_MIN_LENGTH,
  toProjectFilters,
  visibleFilters,
} from '../project-filters';

const ROLE_OPTIONS = [
  { value: 'developer' as const, label: 'Developer' },
  { value: 'teamlead' as const, label: 'Team lead' },
];

const sameValues = (a?: object, b?: object) => JSON.stringify(a ?? {}) === JSON.stringify(b ?? {});

/** A text filter: fires once typing pauses, from `minLength` characters or when emptied. Memoised as the select fields are. */
const TextFilter = memo(function TextFilter({
  name,
  label,
  minLength = TEXT_FILTER_MIN_LENGTH,
}: {
  name: FilterName;
  label: string;
  minLength?: number;
}) {
  const { input } = useField<string | undefined>(name);
  return (
    <FieldFrame label={label}>
      <SearchInput
        value={input.value ?? ''}
        onSearch={(text) => input.onChange(text || undefined)}
        label={label}
        placeholder={label}
        minLength={minLength}
      />
    </FieldFrame>
  );
});

const NO_LOOKUPS: never[] = [];

export function ProjectFiltersPanel({ value, onChange, isTeamLead = false, onQueryChange, list }: ProjectFiltersProps) {
  const access = useMyAccess();
  const limited = isLimitedPm(access);
  const visible = visibleFilters(access, isTeamLead);
  const shows = (name: FilterName) => visible.has(name);
  const users = useSessionStore((state) => state.users);
  const clients = useSessionStore((state) => state.clients);
  const brands = useSessionStore((state) => state.brands);
  const statuses = useProjectStatuses().data?.data;
  const status = effectiveStatus(value, statuses);
  const jobNumbers = useJobNumbers(status, shows('jobNumbers')).data?.data ?? NO_LOOKUPS;
  const types = useProjectTypes().data?.data ?? NO_LOOKUPS;
  const categories = useProjectCategories().data?.data.paginatedProjectCategories ?? NO_LOOKUPS;
  // Each list of choices changes only with its own lookup, so a lookup's arrival renders its own field alone.
  const options = {
    status: useMemo(() => [{ value: ALL_STATUSES, label: 'All statuses' }, ...toOptions(statuses ?? NO_LOOKUPS)], [statuses]),
    client: useMemo(() => clientOptions(clients, limited), [clients, limited]),
    brand: useMemo(() => brandOptions(brands, limited), [brands, limited]),
    clientPM: useMemo(() => clientPmOptions(users), [users]),
    type: useMemo(() => toOptions(types), [types]),
    pm: useMemo(() => pmFilterOptions(users), [users]),
    category: useMemo(() => toOptions(categories, (category) => category.title), [categories]),
  };
  const shownValues = { ...value, status };
  const query = status === undefined ? null : toProjectFilters(value, status, visible);
  const queryKey = JSON.stringify(query);
  // Told once per distinct query, not on every render that rebuilds an equal one.
  const reportQuery = useEffectEvent(() => onQueryChange?.(query));
  useEffect(() => reportQuery(), [queryKey]);

  return (
    <Form<ProjectFilterValues> onSubmit={() => undefined} initialValues={shownValues} initialValuesEqual={sameValues}>
      {() => (
        <form role="search" aria-label="Project filters" onSubmit={(event) => event.preventDefault()}>
          <FormSpy<ProjectFilterValues>
            subscription={{ values: true }}
            onChange={({ values }) => {
              if (!sameValues(values, shownValues)) onChange(changedFilterValues(shownValues, values));
            }}
          />
          <FilterBar
            label="Filters"
            activeCount={changedFilterCount(value)}
            actions={
              <>
                {list && <SavedViewsMenu list={list} filters={value} onApply={onChange} />}
                <Button variant="outline" size="sm" onClick={() => onChange({})}>
                  Clear filters
                </Button>
              </>
            }
          >
            <SelectField<number> name="status" label="Status" placeholder="Default status" options={options.status} />
            {shows('role') && <SelectField name="role" label="Role" placeholder="Any role" options={ROLE_OPTIONS} />}
            {shows('jobNumbers') && (
              <MultiSelectField<number>
                name="jobNumbers"
                label="Job numbers"
                options={toOptions(jobNumbers)}
                placeholder="Type a job number"
              />
            )}
            {shows('costEstimation') && <TextFilter name="costEstimation" label="Cost estimation" minLength={0} />}
            <TextFilter name="title" label="Title" />
            {shows('description') && <TextFilter name="description" label="Description" />}
            {shows('clientId') && <SelectField<number> name="clientId" label="Client" placeholder="All clients" options={options.client} />}
            {shows('brandId') && <SelectField<number> name="brandId" label="Brand" placeholder="All brands" options={options.brand} />}
            {shows('clientPM') && (
              <SelectField<number> name="clientPM" label="Client PM" placeholder="All client PMs" options={options.clientPM} />
            )}
            {shows('type') && <SelectField<number> name="type" label="Type" placeholder="All types" options={options.type} />}
            {shows('pm') && <SelectField<number> name="pm" label="PM" placeholder="Any PM" options={options.pm} />}
            {shows('categoryId') && (
              <SelectField<number> name="categoryId" label="Category" placeholder="All categories" options={options.category} />
            )}
          </FilterBar>
        </form>
      )}
    </Form>
  );
}
