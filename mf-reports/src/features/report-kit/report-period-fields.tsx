/** The report's start and end dates; the end picker refuses days before the start. */
import { HStack } from '@chakra-ui/react/stack';
import { Form, FormSpy } from 'react-final-form';
import { DateField } from '@portal/shared/date-field';
import { nextPeriod, type ReportPeriod } from './report-period';

const samePeriod = (a?: Partial<ReportPeriod>, b?: Partial<ReportPeriod>) => a?.startDate === b?.startDate && a?.endDate === b?.endDate;

export function ReportPeriodFields({ value, onChange }: { value: ReportPeriod; onChange: (period: ReportPeriod) => void }) {
  return (
    <Form<ReportPeriod> onSubmit={() => undefined} initialValues={value} initialValuesEqual={samePeriod}>
      {() => (
        <HStack gap="3" align="end" wrap="wrap" role="group" aria-label="Report period">
          <FormSpy<ReportPeriod>
            subscription={{ values: true }}
            onChange={({ values }) => {
              const next = nextPeriod(values, value);
              if (!samePeriod(next, value)) onChange(next);
            }}
          />
          <DateField name="startDate" label="Start date" required />
          <DateField name="endDate" label="End date" required minDate={value.startDate} />
        </HStack>
      )}
    </Form>
  );
}
