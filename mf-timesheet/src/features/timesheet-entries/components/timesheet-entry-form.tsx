/**
 * The timesheet entry form (documents 2 and 3) in the portal's form modal: project (only
 * active ones; fixed in a project's panel), date (bounded by the project's min_te_date and by
 * the project's start and by today, or a year ahead on a vacation project; not in the period lock; fixed when editing),
 * MJN (filled from the project's; required on time and material projects except 10417), hours (as typed: "1,5" or "1:30", above 0.1, at
 * most 100 and what the day still takes), activity, the three flags and details. A failed save
 * keeps everything typed with the server's messages under the fields.
 */
import { useMemo } from 'react';
import { HStack } from '@chakra-ui/react/stack';
import { timesheetLockedMessage } from '@portal/shared';
import { FormModal } from '@portal/shared/dialogs';
import { AutocompleteField } from '@portal/shared/combobox-fields';
import { DateField } from '@portal/shared/date-field';
import { CheckboxField, TextInputField, type FieldOption } from '@portal/shared/fields';
import { useTimesheetLock } from '../../timesheet-lock/api/get-timesheet-lock';
import { useTimesheetEntry } from '../api/get-timesheet-entry';
import { useTimesheetProjects } from '../api/get-timesheet-projects';
import { useSaveTimesheetEntry } from '../api/save-timesheet-entry';
import { dateBounds, dateOutOfBounds, type EntryFormValues, offeredProjects, toFormValues, todayIso, toPayload } from '../entry-rules';
import { TIMESHEET_MESSAGES } from '../timesheet-messages';
import { ActivityField } from './activity-field';
import { HoursField } from './hours-field';
import { MjnField } from './mjn-field';

export type TimesheetEntryFormProps = {
  open: boolean;
  onClose: () => void;
  /** The entry to edit; a new entry without it. */
  entryId?: number;
  /** The project's panel: the entry belongs to this project. */
  projectId?: number;
  /** A new entry's day (the day the user started from). */
  defaultDate?: string;
};

export function TimesheetEntryForm({ open, onClose, entryId, projectId, defaultDate }: TimesheetEntryFormProps) {
  const projects = useTimesheetProjects(open);
  const entry = useTimesheetEntry(open ? entryId : undefined);
  const save = useSaveTimesheetEntry();
  const today = todayIso();
  const lock = useTimesheetLock();
  const offered = useMemo(() => offeredProjects(projects.data?.data ?? []), [projects.data]);
  const projectOptions = useMemo<FieldOption<number>[]>(
    () => offered.map((p) => ({ value: p.id, label: `${p.title} (${p.id})` })),
    [offered],
  );

  const editing = entryId !== undefined;
  const initialValues = useMemo<EntryFormValues>(
    () => (entry.data ? toFormValues(entry.data) : { project_id: projectId, manual_date: defaultDate ?? today }),
    [entry.data, projectId, defaultDate, today],
  );

  return (
    <FormModal<EntryFormValues>
      open={open}
      onClose={onClose}
      title={editing ? 'Edit timesheet entry' : 'New timesheet entry'}
      loading={!projects.data || (editing && !entry.data)}
      initialValues={initialValues}
      onSubmit={(values) => save(toPayload(values), entryId)}
      successMessage={TIMESHEET_MESSAGES.entrySaved}
      size="lg"
    >
      {({ values }) => {
        const project = offered.find((p) => p.id === values.project_id);
        const bounds = dateBounds(project, today);
        return (
          <>
            <AutocompleteField<number>
              name="project_id"
              label="Project"
              required
              options={projectOptions}
              disabled={projectId !== undefined}
              noMatchText="No active project matches"
            />
            <HStack align="start" gap="4">
              <DateField
                name="manual_date"
                label="Date"
                required
                readOnly={editing}
                disabled={editing}
                {...bounds}
                validate={(date) =>
                  editing
                    ? undefined
                    : (dateOutOfBounds(date, bounds, today) ??
                      (date && lock.isLocked(date) ? timesheetLockedMessage(lock.lockedUntil!) : undefined))
                }
              />
              <HoursField date={values.manual_date} savedHours={entry.data?.hours} />
            </HStack>
            <MjnField project={project} value={values.mjn} />
            <ActivityField projectId={values.project_id} value={values.activity_type_id} />
            <HStack gap="6" wrap="wrap">
              <CheckboxField name="extra_request" label="Extra request" />
              <CheckboxField name="overtime" label="Overtime" />
              <CheckboxField name="qa_issue" label="QA issue" />
            </HStack>
            <TextInputField name="details" label="Details" rows={3} maxLength={5000} />
          </>
        );
      }}
    </FormModal>
  );
}
