/**
 * A list's filters as a react-final-form form that reports every change at once: `next` turns
 * the form's values into the filters (dates kept, a start past the end moving the end), and
 * `onChange` hears only real changes. The page debounces what it sends.
 */
import type { ReactNode } from 'react';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Form, FormSpy } from 'react-final-form';

type Props<Filters extends object> = {
  label: string;
  value: Filters;
  onChange: (value: Filters) => void;
  next: (changed: Partial<Filters>, previous: Filters) => Filters;
  same: (a?: Partial<Filters>, b?: Partial<Filters>) => boolean;
  columns: number;
  children: ReactNode;
};

export function FiltersForm<Filters extends object>({ label, value, onChange, next, same, columns, children }: Props<Filters>) {
  return (
    <Form<Filters>
      onSubmit={() => undefined}
      initialValues={value}
      initialValuesEqual={(a, b) => same(a as Partial<Filters>, b as Partial<Filters>)}
    >
      {() => (
        <SimpleGrid columns={{ base: 1, sm: 2, lg: columns }} gap="3" role="group" aria-label={label}>
          <FormSpy<Filters>
            subscription={{ values: true }}
            onChange={({ values }) => {
              const changed = next(values, value);
              if (!same(changed, value)) onChange(changed);
            }}
          />
          {children}
        </SimpleGrid>
      )}
    </Form>
  );
}
