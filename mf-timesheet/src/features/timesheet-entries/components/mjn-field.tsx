/**
 * The entry's MJN (issue 32): filled from the chosen project's own MJN while the field is empty
 * or still holds the previous project's, and, on a time and material project (document 2),
 * required with a message that says what is required.
 */
import { useEffect, useRef } from 'react';
import { useForm } from 'react-final-form';
import type { TimesheetProject } from '@portal/shared';
import { TextInputField } from '@portal/shared/fields';
import { MJN_REQUIRED_MESSAGE, mjnRequired } from '../entry-rules';

export function MjnField({ project, value }: { project: TimesheetProject | undefined; value: string | undefined }) {
  const form = useForm();
  const filled = useRef<string | null>(null);
  useEffect(() => {
    if (!project?.mjn) return;
    const untouched = !value?.trim() || value === filled.current;
    if (untouched && value !== project.mjn) {
      filled.current = project.mjn;
      form.change('mjn', project.mjn);
    }
    // Only a project change fills it: the user's own edits stay.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [project?.id]);
  const required = mjnRequired(project);
  return (
    <TextInputField
      name="mjn"
      label="MJN"
      required={required && MJN_REQUIRED_MESSAGE}
      helperText={required ? 'Required on time and material projects' : project?.mjn ? "Filled from the project's MJN" : undefined}
      maxLength={100}
    />
  );
}
