/**
 * A list's filters as a react-final-form form that reports every change at once: `next` turns
 * the form's values into the filters (dates kept, a start past the end moving the end), and
 * `onChange` hears only real changes. The page debounces what it sends. Laid out by the shared
 * FilterBar (a grid on a desktop, "Filters (n)" on a phone); with `list`, the user's saved views
 * of it (issue 32).
 */
import type { ReactNode } from 'react';
import { Form, FormSpy } from 'react-final-form';
import { changedFilterCount, FilterBar, SavedViewsMenu } from '@portal/shared/lists';

type Props<Filters extends object> = {
  label: string;
  value: Filters;
  onChange: (value: Filters) => void;
  next: (changed: Partial<Filters>, previous: Filters) => Filters;
  same: (a?: Partial<Filters>, b?: Partial<Filters>) => boolean;
  columns: 2 | 3 | 4;
  /** The list's defaults, against which "Filters (n)" counts. */
  defaults: Filters;
  /** The key of the user's saved views of this list (its route); none, no views. */
  list?: string;
  children: ReactNode;
};

export function FiltersForm<Filters extends object>({
  label,
  value,
  onChange,
  next,
  same,
  columns,
  defaults,
  list,
  children,
}: Props<Filters>) {
  return (
    <Form<Filters>
      onSubmit={() => undefined}
      initialValues={value}
      initialValuesEqual={(a, b) => same(a as Partial<Filters>, b as Partial<Filters>)}
    >
      {() => (
        <FilterBar
          label={label}
          activeCount={changedFilterCount(value as Record<string, unknown>, defaults as Record<string, unknown>)}
          columns={columns}
          actions={list && <SavedViewsMenu list={list} filters={value} onApply={(saved) => onChange(next(saved, defaults))} />}
        >
          <FormSpy<Filters>
            subscription={{ values: true }}
            onChange={({ values }) => {
              const changed = next(values, value);
              if (!same(changed, value)) onChange(changed);
            }}
          />
          {children}
        </FilterBar>
      )}
    </Form>
  );
}
