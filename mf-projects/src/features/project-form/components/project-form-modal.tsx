/**
 * The add/edit project modal (document 1, sections 2 and 5), opened from the header's
 * "Add Project" and from a row's Edit menu. Saves through useSaveProject (which records the
 * activity and refreshes every list); a failed save keeps the form.
 */
import { useEffect, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { useField, useForm } from 'react-final-form';
import {
  fileTooLarge,
  notifyError,
  notifySuccess,
  type ProjectFormProps,
  reportApiError,
  useMyAccess,
  useSessionStore,
} from '@portal/shared';
import { isLimitedPm } from '@portal/shared/access';
import { FormModal } from '@portal/shared/dialogs';
import { AutocompleteField, MultiSelectField } from '@portal/shared/combobox-fields';
import { DateField } from '@portal/shared/date-field';
import { NumberField, SelectField, TagsField, TextInputField, toOptions } from '@portal/shared/fields';
import { FileField } from '@portal/shared/file-field';
import { useProjectCategories } from '../../projects/api/get-project-categories';
import { useProjectTypes } from '../../projects/api/get-project-types';
import { rememberCreatedProject } from '../../projects/created-projects';
import { brandOptions, clientOptions, clientPmOptions, ownerOptions, teamLeadOptions } from '../../projects/lookup-options';
import { useProject } from '../api/get-project';
import { useTeamLeads } from '../api/get-team-leads';
import { useSaveProject } from '../api/save-project';
import { toastRefusal } from '../toast-refusal';
import {
  FIXED_PRICE_TYPE,
  newProjectValues,
  type ProjectFormValues,
  projectValues,
  deadlineAfterStartChange,
  toSaveProjectFields,
  validateProject,
} from '../project-form-values';

/** Moving the start past the deadline moves the deadline up to it (document 1, section 4). */
function DeadlineFollowsStart() {
  const form = useForm<ProjectFormValues>();
  const start = useField<string | undefined>('start_date', { subscription: { value: true } }).input.value;
  useEffect(() => {
    const deadline = form.getState().values.deadline;
    const next = deadlineAfterStartChange(start, deadline);
    if (next !== deadline) form.change('deadline', next);
  }, [form, start]);
  return null;
}

const NONE: never[] = [];
const SAVED = 'Project has been saved.';
const FILE_TYPES = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.zip,.doc,.docx,.xls,.xlsx,.ppt,.pptx,.txt,.csv';

export function ProjectFormModal({ open, onClose, projectId }: ProjectFormProps) {
  const limited = isLimitedPm(useMyAccess());
  const users = useSessionStore((state) => state.users);
  const clients = useSessionStore((state) => state.clients);
  const brands = useSessionStore((state) => state.brands);
  const types = useProjectTypes().data?.data ?? NONE;
  const categories = useProjectCategories().data?.data.paginatedProjectCategories ?? NONE;
  const teamLeads = useTeamLeads().data?.data.users ?? NONE;
  const project = useProject(open ? projectId : undefined);
  const loaded = project.data?.project;
  const editing = loaded && loaded.has_access ? loaded : null;
  // Stable option lists: an autocomplete shows its value's label again when its options change.
  // An edited project's owner, client PM and team leads stay shown even if they have been disabled since.
  const options = useMemo(
    () => ({
      clients: clientOptions(clients, limited),
      brands: brandOptions(brands, limited),
      clientPms: clientPmOptions(users, editing?.hogarth_pm_id ?? undefined),
      owners: ownerOptions(users, limited, editing?.owner_id),
      types: toOptions(types),
      // A disabled category is no new choice; an edited project keeps the one it has.
      categories: toOptions(
        categories.filter((category) => !category.disabled || category.id === editing?.category_id),
        (category) => category.title,
      ),
      teamLeads: teamLeadOptions(teamLeads, users, editing?.teamlead_ids),
    }),
    [
      clients,
      brands,
      users,
      types,
      categories,
      teamLeads,
      limited,
      editing?.hogarth_pm_id,
      editing?.owner_id,
      editing?.teamlead_ids,
      editing?.category_id,
    ],
  );

  // A project that cannot be loaded or may not be edited is never shown as an empty form (a save would overwrite it).
  const loadError: unknown = project.error;
  const refused = Boolean(loaded && !loaded.has_access);
  useEffect(() => {
    if (!open || !(loadError || refused)) return;
    if (loadError) void reportApiError(loadError);
    else notifyError('You may not edit this project.');
    onClose();
  }, [open, loadError, refused, onClose]);

  // Stable while the modal shows one project: new initial values would reset what the user typed,
  // so a revalidated copy of the same project keeps the values the form started from.
  const initialValues = useHeldFor(`${open}:${editing?.id}:${limited}`, () =>
    editing ? projectValues(editing) : newProjectValues(limited),
  );

  const saveProject = useSaveProject();
  const navigate = useNavigate();
  const submit = async (values: ProjectFormValues) => {
    const saved = await saveProject(toSaveProjectFields(values, limited), projectId).catch(toastRefusal);
    if (projectId) return;
    // A new project is Pending, which the list's default filter hides: the toast leads to it, the list keeps it on top.
    rememberCreatedProject(saved.data.id);
    notifySuccess(SAVED, { label: 'View', href: `/project/${saved.data.id}`, navigate: (href) => void navigate(href) });
  };

  return (
    <FormModal<ProjectFormValues>
      open={open}
      onClose={onClose}
      title={projectId ? 'Edit project' : 'Add project'}
      size="xl"
      loading={Boolean(projectId) && !editing}
      initialValues={initialValues}
      validate={validateProject}
      onSubmit={submit}
      successMessage={projectId ? SAVED : undefined}
    >
      {({ values }) => (
        <>
          <DeadlineFollowsStart />
          <TagsField name="job_numbers" label="Job numbers" required helperText="Press Enter or type a comma after each job number." />
          <TextInputField name="title" label="Title" required maxLength={255} />
          <TextInputField name="description" label="Description" rows={3} />
          <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
            <TextInputField name="mjn" label="MJN" maxLength={100} />
            {!limited && (
              <FileField
                name="file_path"
                label={editing?.file_name ? `File (now: ${editing.file_name})` : 'File'}
                accept={FILE_TYPES}
                validate={fileTooLarge}
              />
            )}
            <AutocompleteField<number> name="client_id" label="Client" required options={options.clients} />
            <AutocompleteField<number> name="brand_id" label="Brand" required options={options.brands} />
            {!limited && <SelectField<number> name="hogarth_pm_id" label="Client PM" placeholder="None" options={options.clientPms} />}
            <SelectField<number> name="owner_id" label="Owner" required options={options.owners} />
            <DateField name="start_date" label="Start date" required />
            <DateField name="deadline" label="Deadline" required minDate={values.start_date} />
            <SelectField<number> name="type_id" label="Type" required options={options.types} disabled={limited} />
            {values.type_id === FIXED_PRICE_TYPE && <NumberField name="fixed_price" label="Fixed price" min={0} step={0.01} />}
            <SelectField<number> name="category_id" label="Category" required options={options.categories} disabled={limited} />
          </SimpleGrid>
          <MultiSelectField<number> name="teamlead_ids" label="Team leads" options={options.teamLeads} />
        </>
      )}
    </FormModal>
  );
}

/** The value computed for `key`, computed again only when `key` changes. */
function useHeldFor<T>(key: string, compute: () => T): T {
  const [held, setHeld] = useState(() => ({ key, value: compute() }));
  if (held.key === key) return held.value;
  const next = { key, value: compute() };
  setHeld(next);
  return next.value;
}
