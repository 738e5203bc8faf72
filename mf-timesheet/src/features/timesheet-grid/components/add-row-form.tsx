/**
 * "Add row" under the week grid: a project (only active ones), one of the user's activities on
 * it and, on a time and material project, its MJN (filled from the project when it has one).
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Field } from '@chakra-ui/react/field';
import { Input } from '@chakra-ui/react/input';
import { NativeSelect } from '@chakra-ui/react/native-select';
import { HStack } from '@chakra-ui/react/stack';
import type { TimesheetProject } from '@portal/shared';
import { useProjectActivityTypes } from '../../timesheet-entries/api/get-project-activity-types';
import { MJN_REQUIRED_MESSAGE, mjnRequired } from '../../timesheet-entries/entry-rules';
import type { GridRowHead } from '../grid-rows';

type Props = { projects: readonly TimesheetProject[]; onAdd: (row: GridRowHead) => void };

export function AddRowForm({ projects, onAdd }: Props) {
  const [projectId, setProjectId] = useState<number | undefined>();
  const [activityId, setActivityId] = useState<number | undefined>();
  const [mjn, setMjn] = useState('');
  const [tried, setTried] = useState(false);
  const project = projects.find((p) => p.id === projectId);
  const activities = useProjectActivityTypes(projectId).data?.data ?? [];
  const activity = activities.find((a) => a.id === activityId) ?? (activities.length === 1 ? activities[0] : undefined);
  const needsMjn = mjnRequired(project);
  const missing = {
    project: project === undefined,
    activity: activity === undefined,
    mjn: needsMjn && mjn.trim() === '',
  };

  const add = () => {
    setTried(true);
    if (!project || !activity || missing.mjn) return;
    onAdd({
      project_id: project.id,
      project_title: project.title,
      activity_type_id: activity.id,
      activity_name: activity.name,
      mjn: mjn.trim() || null,
    });
    setProjectId(undefined);
    setActivityId(undefined);
    setMjn('');
    setTried(false);
  };

  return (
    <form
      noValidate
      aria-label="Add a row"
      onSubmit={(event) => {
        event.preventDefault();
        add();
      }}
    >
      <HStack align="start" gap="3" wrap="wrap">
        <Field.Root required invalid={tried && missing.project} maxW="22rem">
          <Field.Label>
            Project <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={projectId ?? ''}
              onChange={(event) => {
                const id = event.target.value === '' ? undefined : Number(event.target.value);
                setProjectId(id);
                setActivityId(undefined);
                setMjn(projects.find((p) => p.id === id)?.mjn ?? '');
              }}
            >
              <option value="">Select…</option>
              {projects.map((p) => (
                <option key={p.id} value={p.id}>
                  {p.title} ({p.id})
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>Required: choose a project</Field.ErrorText>
        </Field.Root>
        <Field.Root required invalid={tried && !missing.project && missing.activity} disabled={project === undefined} maxW="16rem">
          <Field.Label>
            Activity <Field.RequiredIndicator />
          </Field.Label>
          <NativeSelect.Root size="sm">
            <NativeSelect.Field
              value={activity?.id ?? ''}
              onChange={(event) => setActivityId(event.target.value === '' ? undefined : Number(event.target.value))}
            >
              <option value="">{project === undefined ? 'Choose a project first' : 'Select…'}</option>
              {activities.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
          <Field.ErrorText>Required: choose an activity</Field.ErrorText>
        </Field.Root>
        {(needsMjn || project?.mjn) && (
          <Field.Root required={needsMjn} invalid={tried && missing.mjn} maxW="12rem">
            <Field.Label>
              MJN <Field.RequiredIndicator />
            </Field.Label>
            <Input size="sm" value={mjn} maxLength={100} onChange={(event) => setMjn(event.target.value)} />
            <Field.ErrorText>{MJN_REQUIRED_MESSAGE}</Field.ErrorText>
          </Field.Root>
        )}
        <Button type="submit" size="sm" variant="outline" mt="6">
          Add row
        </Button>
      </HStack>
    </form>
  );
}
