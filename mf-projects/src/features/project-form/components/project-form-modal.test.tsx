import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateTime } from 'luxon';
import {
  dismissAllToasts,
  type Me,
  type PostActionResponse,
  type ProjectCategoriesResponse,
  type ProjectDetail,
  type ProjectResponse,
  type ProjectTypesResponse,
  type SaveProjectResponse,
  type TeamLeadsResponse,
  useSessionStore,
} from '@portal/shared';
import {
  answerGet,
  answerPost,
  apiError,
  FreshSwrCache,
  projectDetail,
  renderWithPortal,
  requestCount,
  sentBodies,
  userLookup,
} from '@portal/shared/testing';
import { forgetCreatedProjects, useCreatedProjects } from '../../projects/created-projects';
import { ProjectFormModal } from './project-form-modal';

/** A stored project as GET project/{id} answers it for the edit form. */
const stored = (overrides: Partial<ProjectDetail>): ProjectResponse => ({ project: projectDetail(overrides) });

/** The project the save answers with: the edited one, or 501 for a new one. */
function answerSaves() {
  answerPost<SaveProjectResponse>('save-project', { data: { id: 501 }, message: 'Project has been saved.' });
  answerPost<SaveProjectResponse>('save-project/:id', ({ params }) => ({
    data: { id: Number(params.id) },
    message: 'Project has been saved.',
  }));
  // What useSaveProject does after the call (the activity entry, the reloads, the event) is tested with the hook.
  answerPost<PostActionResponse>('actions', {
    data: {
      id: 1,
      action_type_id: 2,
      created_at: '2026-11-16T08:00:00.000Z',
      message: 'saved {project_title}',
      user_id: 1,
      user_name: 'Paula PM',
      user_avatar: null,
      user_sex: null,
      project: null,
    },
  });
}

const me = (limited: boolean): Me => ({
  id: 1,
  name: 'Paula PM',
  email: 'pm@agency.test',
  role: 2,
  sex: null,
  avatar: null,
  is_limited_pm: limited,
  is_it: false,
  theme: 'theme-light',
});

function open(limited = false, projectId?: number, onClose = jest.fn()) {
  useSessionStore.setState({
    me: me(limited),
    users: [
      userLookup(7, 'Olga Owner', 2),
      userLookup(8, 'Dan Developer', 4),
      userLookup(9, 'Gone Owner', 2, true),
      userLookup(15, 'Limited Owner', 2),
      userLookup(6, 'Clara Client', 3),
      userLookup(3, 'Regular Dev', 1),
    ],
    clients: [
      { id: 1, name: 'Hogarth Retail', disabled: false },
      { id: 2, name: 'Acme Retail', disabled: false },
    ],
    brands: [
      { id: 10, name: 'Hogarth Brand', business_units: [{ id: 1, name: 'Hogarth Digital' }] },
      { id: 11, name: 'Acme Brand', business_units: [{ id: 5, name: 'Print' }] },
    ],
  });
  renderWithPortal(
    <FreshSwrCache>
      <ProjectFormModal open onClose={onClose} projectId={projectId} />
    </FreshSwrCache>,
    { toasts: true },
  );
  return userEvent.setup();
}

const suggestions = () =>
  within(screen.getByRole('listbox'))
    .getAllByRole('option')
    .map((option) => option.textContent);
const optionLabels = (select: HTMLElement) =>
  within(select)
    .getAllByRole('option')
    .map((option) => option.textContent);

describe('ProjectFormModal', () => {
  beforeEach(async () => {
    forgetCreatedProjects();
    answerGet<TeamLeadsResponse>('team-leads', { data: { users: [{ id: 2, name: 'Dana Lead' }] } });
    answerGet<ProjectTypesResponse>('project-types', {
      data: [
        { id: 1, name: 'Fixed price' },
        { id: 2, name: 'Time and material' },
        { id: 3, name: 'Retainer' },
      ],
      totalResults: 3,
    });
    answerGet<ProjectCategoriesResponse>('project-categories', {
      data: {
        paginatedProjectCategories: [
          { id: 4, title: 'Print' },
          { id: 17, title: 'Digital production' },
        ],
      },
      totalResults: 2,
    });
    answerSaves();
    // The toaster is one for the page: a toast from the test before must not count.
    await dismissAllToasts();
  });

  it('starts today with a deadline seven days later, and moves the deadline when the start passes it', async () => {
    const ui = open();
    const start = await screen.findByRole('textbox', { name: /Start date/ });
    const today = DateTime.local();
    expect(start).toHaveValue(today.toFormat('dd.LL.yyyy'));
    expect(screen.getByRole('textbox', { name: /Deadline/ })).toHaveValue(today.plus({ days: 7 }).toFormat('dd.LL.yyyy'));

    const later = today.plus({ days: 20 }).toFormat('dd.LL.yyyy');
    await ui.clear(start);
    await ui.type(start, later);
    await ui.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('textbox', { name: /Deadline/ })).toHaveValue(later));
  });

  it('offers owners of role 2 or 4 that are not disabled, and client PMs of role 3', async () => {
    open();
    expect(optionLabels(await screen.findByRole('combobox', { name: /Owner/ }))).toEqual([
      'Select…',
      'Olga Owner',
      'Dan Developer',
      'Limited Owner',
    ]);
    expect(optionLabels(screen.getByRole('combobox', { name: /Client PM/ }))).toEqual(['None', 'Clara Client']);
  });

  it('shows the fixed price only for type 1 and sends it from that field', async () => {
    const ui = open();
    const type = await screen.findByRole('combobox', { name: /Type/ });
    expect(screen.queryByRole('spinbutton', { name: 'Fixed price' })).not.toBeInTheDocument();
    await ui.selectOptions(type, 'Fixed price');
    await ui.type(await screen.findByRole('spinbutton', { name: 'Fixed price' }), '999.5');
    await fillRequired(ui);
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await saved('save-project')).toMatchObject({
      type_id: '1',
      fixed_price: '999.5',
      job_numbers: '["JN-77"]',
      title: 'Launch',
    });

    await ui.selectOptions(screen.getByRole('combobox', { name: /Type/ }), 'Retainer');
    expect(screen.queryByRole('spinbutton', { name: 'Fixed price' })).not.toBeInTheDocument();
  });

  it('saves a new project, says so with a link to it, keeps it for the list and closes', async () => {
    const onClose = jest.fn();
    const ui = open(false, undefined, onClose);
    await ui.selectOptions(await screen.findByRole('combobox', { name: /Type/ }), 'Time and material');
    await fillRequired(ui);
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Project has been saved.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute('href', '/project/501');
    expect(useCreatedProjects.getState()).toEqual([501]);
    expect(await sentBodies('POST', /^save-project/)).toEqual([expect.objectContaining({ title: 'Launch', owner_id: '7', type_id: '2' })]);
    expect(requestCount('POST', 'save-project')).toBe(1);
    expect(onClose).toHaveBeenCalled();
  });

  it('asks for every required field before calling the server', async () => {
    const ui = open();
    await ui.click(await screen.findByRole('button', { name: 'Save' }));
    // Job numbers, title, client, brand, type, owner, category (the dates have defaults).
    expect(await screen.findAllByText('Required')).toHaveLength(7);
    expect(requestCount('POST', /./)).toBe(0);
  });

  it('toasts a refusal (422) and shows it under its field, keeping what was typed', async () => {
    answerPost(
      'save-project',
      apiError(422, { message: 'Invalid.', errors: { title: ['The title must not be greater than 255 characters.'] } }),
    );
    const ui = open();
    await ui.selectOptions(await screen.findByRole('combobox', { name: /Type/ }), 'Retainer');
    await fillRequired(ui);
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    // Once as a toast, once under the title.
    await waitFor(() => expect(screen.getAllByText('The title must not be greater than 255 characters.')).toHaveLength(2));
    expect(screen.getByRole('textbox', { name: /Title/ })).toHaveValue('Launch');
    expect(screen.queryByText('Project has been saved.')).not.toBeInTheDocument();
  });

  it('edits a project with its stored values and saves it under its id', async () => {
    answerGet<ProjectResponse>(
      'project/42',
      stored({
        id: 42,
        title: 'Stored title',
        description: null,
        mjn: 'M-1',
        job_numbers: [{ id: 1, name: 'JN-42' }],
        client_id: 2,
        brand_id: 11,
        hogarth_pm_id: null,
        owner_id: 7,
        type_id: 1,
        fixed_price: 300,
        category_id: 4,
        teamlead_ids: [],
        start_date: '2026-03-01',
        deadline: '2026-03-20',
        file_name: null,
      }),
    );
    const ui = open(false, 42);
    expect(await screen.findByRole('textbox', { name: /Title/ })).toHaveValue('Stored title');
    expect(screen.getByRole('spinbutton', { name: 'Fixed price' })).toHaveValue(300);
    expect(screen.getByRole('combobox', { name: 'Client' })).toHaveValue('Acme Retail');
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await saved('save-project/42')).toEqual(
      expect.objectContaining({ title: 'Stored title', job_numbers: '["JN-42"]', fixed_price: '300', deadline: '2026-03-20' }),
    );
    // An edit is no new project: no link in its toast, nothing kept for the list.
    expect(await screen.findByText('Project has been saved.')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View' })).not.toBeInTheDocument();
    expect(useCreatedProjects.getState()).toEqual([]);
  });

  it("keeps showing an edited project's owner, client PM and team lead disabled since, without offering them", async () => {
    answerGet<ProjectResponse>(
      'project/44',
      stored({
        id: 44,
        title: 'Old project',
        description: null,
        mjn: null,
        job_numbers: [{ id: 1, name: 'JN-44' }],
        client_id: 2,
        brand_id: 11,
        hogarth_pm_id: 5,
        owner_id: 9,
        type_id: 3,
        fixed_price: null,
        category_id: 4,
        teamlead_ids: [2, 3],
        start_date: '2026-03-01',
        deadline: '2026-03-20',
        file_name: null,
      }),
    );
    const ui = open(false, 44);
    act(() => useSessionStore.setState((state) => ({ users: [...state.users, userLookup(5, 'Former Client PM', 3, true)] })));
    const owner = await screen.findByRole('combobox', { name: /Owner/ });
    expect(owner).toHaveDisplayValue('Gone Owner');
    expect(within(owner).getByRole('option', { name: 'Gone Owner' })).toBeDisabled();
    expect(screen.getByRole('combobox', { name: /Client PM/ })).toHaveDisplayValue('Former Client PM');
    // Regular Dev is no longer a team lead: shown by name, not by id.
    const leads = within(screen.getByRole('list', { name: 'Chosen Team leads' }))
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(leads).toEqual(['Dana Lead', 'Regular Dev']);
    await ui.click(screen.getByRole('button', { name: 'Save' }));
    expect(await saved('save-project/44')).toMatchObject({ owner_id: '9', hogarth_pm_id: '5', teamlead_ids: '[2,3]' });
  });

  it('never shows a project the user may not edit as a form', async () => {
    answerGet<ProjectResponse>('project/43', { project: { id: 43, has_access: false } });
    const onClose = jest.fn();
    open(false, 43, onClose);
    expect(await screen.findByText('You may not edit this project.')).toBeInTheDocument();
    expect(onClose).toHaveBeenCalled();
    expect(screen.queryByRole('textbox', { name: /Title/ })).not.toBeInTheDocument();
  });

  it('holds a limited PM to type 2, category 17, the marker clients and brands and three owners, without file or client PM', async () => {
    const ui = open(true);
    const type = await screen.findByRole('combobox', { name: /Type/ });
    expect(type).toBeDisabled();
    expect(type).toHaveDisplayValue('Time and material');
    expect(screen.getByRole('combobox', { name: /Category/ })).toHaveDisplayValue('Digital production');
    expect(screen.getByRole('combobox', { name: /Category/ })).toBeDisabled();
    expect(screen.queryByLabelText(/File/)).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: /Client PM/ })).not.toBeInTheDocument();
    expect(optionLabels(screen.getByRole('combobox', { name: /Owner/ }))).toEqual(['Select…', 'Limited Owner']);

    // Both clients and both brands contain the typed text; only the marked ones are offered.
    await ui.type(screen.getByRole('combobox', { name: 'Client' }), 'tail');
    await waitFor(() => expect(suggestions()).toEqual(['Hogarth Retail']));
    await ui.keyboard('{Escape}');
    await ui.type(screen.getByRole('combobox', { name: /Brand/ }), 'rand');
    await waitFor(() => expect(suggestions()).toEqual(['Hogarth Brand']));
  });
});

/** The one form sent to `path` (multipart: its fields as text), once it was sent. */
async function saved(path: string) {
  await waitFor(() => expect(requestCount('POST', path)).toBe(1));
  return (await sentBodies('POST', path))[0];
}

/** Job number, title, client, brand and owner: what every save needs besides type and category. */
async function fillRequired(ui: ReturnType<typeof userEvent.setup>) {
  await ui.type(screen.getByRole('textbox', { name: /Job numbers/ }), 'JN-77{Enter}');
  await ui.type(screen.getByRole('textbox', { name: /Title/ }), 'Launch');
  await pick(ui, 'Client', 'Acme', 'Acme Retail');
  await pick(ui, /Brand/, 'Acme', 'Acme Brand');
  await ui.selectOptions(screen.getByRole('combobox', { name: /Owner/ }), 'Olga Owner');
  await ui.selectOptions(screen.getByRole('combobox', { name: /Category/ }), 'Print');
}

async function pick(ui: ReturnType<typeof userEvent.setup>, name: RegExp | string, text: string, option: string) {
  await ui.type(screen.getByRole('combobox', { name }), text);
  await ui.click(await screen.findByRole('option', { name: option }));
}
