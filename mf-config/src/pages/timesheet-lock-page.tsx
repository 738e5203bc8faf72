/**
 * /config/timesheet-lock (beyond the documents; docs/spec-deviations.md): full project managers
 * close the timesheet up to a day, as Kimai, Clockify and Harvest close a month before invoicing
 * it. Entries dated on or before it can no longer be logged, changed, removed or decided.
 * An emptied date unlocks the timesheet.
 */
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { FORM_ERROR } from 'final-form';
import { Form } from 'react-final-form';
import { ErrorState, type IsoDate, LoadingState, notifySuccess, type TimesheetLock } from '@portal/shared';
import { toSubmissionErrors } from '@portal/shared/dialogs';
import { DateField } from '@portal/shared/date-field';
import { formatDate, formatDateTime } from '@portal/shared/format';
import { useTimesheetLock } from '../features/timesheet-lock/api/get-timesheet-lock';
import { useSaveTimesheetLock } from '../features/timesheet-lock/api/save-timesheet-lock';

type LockValues = { locked_until?: IsoDate };

/** The viewer's calendar day: the API refuses a lock beyond today. */
const todayIso = (): IsoDate => new Date().toLocaleDateString('sv-SE');

function LockState({ lock }: { lock: TimesheetLock }) {
  if (!lock.locked_until) return <Text>The timesheet is not locked.</Text>;
  return (
    <Text>
      Entries dated on or before <strong>{formatDate(lock.locked_until)}</strong> are locked
      {lock.updated_by_name ? ` (set by ${lock.updated_by_name}, ${formatDateTime(lock.updated_at)})` : ''}.
    </Text>
  );
}

export function TimesheetLockPage() {
  const query = useTimesheetLock();
  const lock = query.data;
  const failed = query.error !== undefined;
  const saveLock = useSaveTimesheetLock();

  const submit = async ({ locked_until }: LockValues) => {
    try {
      const answer = await saveLock({ locked_until: locked_until ?? null });
      notifySuccess(answer.message);
      return undefined;
    } catch (failure) {
      return toSubmissionErrors(failure, ['locked_until']);
    }
  };

  return (
    <Stack gap="6" maxW="xl">
      <Heading as="h1" size="xl">
        Timesheet lock
      </Heading>
      <Text color="fg.muted">
        Close the timesheet up to a day, for example the last day of an invoiced month: entries on or before it can no longer be added,
        changed, removed, approved or rejected.
      </Text>
      {failed && !lock ? (
        <ErrorState message="The timesheet lock could not be loaded." onRetry={() => void query.mutate()} />
      ) : !lock ? (
        <LoadingState />
      ) : (
        <>
          <LockState lock={lock} />
          <Form<LockValues> onSubmit={submit} initialValues={{ locked_until: lock.locked_until ?? undefined }}>
            {({ handleSubmit, submitting, pristine, submitErrors }) => (
              <Box as="form" onSubmit={(event) => void handleSubmit(event)} aria-label="Timesheet lock">
                <Stack gap="4">
                  <DateField name="locked_until" label="Timesheet locked until" maxDate={todayIso()} clearable />
                  {submitErrors?.[FORM_ERROR] ? (
                    <Text role="alert" color="fg.error">
                      {String(submitErrors[FORM_ERROR])}
                    </Text>
                  ) : null}
                  <Box>
                    <Button type="submit" colorPalette="blue" loading={submitting} disabled={pristine}>
                      Save
                    </Button>
                  </Box>
                </Stack>
              </Box>
            )}
          </Form>
        </>
      )}
    </Stack>
  );
}
