import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type {
  ActivityTypesResponse,
  ConfigUser,
  ItemResponse,
  LocationsResponse,
  MessageResponse,
  ProjectCategoriesResponse,
  SaveResponse,
  UsersByRoleResponse,
  UserToggleResponse,
} from '@portal/shared';
import { answerDelete, answerGet, answerPost, answerPut, apiError, requestCount, sentBodies, sentRequests } from '@portal/shared/testing';
import { chooseRowAction, renderPage } from '../testing/render-page';
import { UsersPage } from './users-page';

const user = (overrides: Partial<ConfigUser>): ConfigUser => ({
  id: 40,
  name: 'Radu Ene',
  email: 'radu.ene@agency.test',
  phone: '+40 700 000 000',
  role: 4,
  location_id: 2,
  location: 'Cluj-Napoca office',
  is_limited_pm: false,
  is_teamlead: false,
  disabled: false,
  UserActivities: [{ id: 1, name: 'Project Management' }],
  UserProjectCategories: [{ id: 7, title: 'Media' }],
  ...overrides,
});

function answer(users: ConfigUser[]) {
  answerGet<UsersByRoleResponse>('users-by-role/:role', { data: { users }, totalResults: users.length });
  answerGet<ItemResponse<ConfigUser>>('user/:id', ({ params }) => ({
    data: users.find((candidate) => candidate.id === Number(params.id))!,
  }));
  answerGet<LocationsResponse>('locations', {
    data: [
      { id: 1, name: 'Bucharest office' },
      { id: 2, name: 'Cluj-Napoca office' },
    ],
  });
  answerGet<ActivityTypesResponse>('activity-types', {
    data: {
      paginatedActivityTypes: [
        { id: 1, name: 'Project Management', rate: '45', usd_currency: false, disabled: false },
        { id: 2, name: 'QA Testing', rate: '25', usd_currency: false, disabled: false },
      ],
    },
    totalResults: 2,
  });
  answerGet<ProjectCategoriesResponse>('project-categories', {
    data: { paginatedProjectCategories: [{ id: 7, title: 'Media', disabled: false }] },
    totalResults: 1,
  });
}

/** The answers of the calls that save a user: the saved user, then its role and activity types. */
function answerSaves(saved: ConfigUser) {
  answerPost<SaveResponse<ConfigUser>>('users', { data: saved, message: 'User has been saved.' });
  answerPut<SaveResponse<ConfigUser>>('users/:id', { data: saved, message: 'User has been saved.' });
  answerPost<MessageResponse>('role', { message: 'Role has been saved.' });
  answerPost<MessageResponse>('user-activity-types', { message: "User's activity types have been saved." });
}

const posts = async () => (await sentRequests('POST')).map((request) => [request.path, request.body]);

describe('UsersPage', () => {
  it('shows developers with activity types, location and team lead, and offers the team lead actions', async () => {
    answer([user({}), user({ id: 41, name: 'Ioana Stan', is_teamlead: true, disabled: true })]);
    renderPage(<UsersPage roleId={4} />);
    expect(await screen.findByRole('heading', { name: 'Developers' })).toBeInTheDocument();
    const headers = (await screen.findAllByRole('columnheader')).map((header) => header.textContent);
    expect(headers).toEqual(['Name', 'Email', 'Phone', 'Status', 'Activity types', 'Location', 'Team lead', 'Actions']);
    expect((await sentRequests('GET', 'users-by-role/4')).map((request) => request.query)).toContainEqual({ page: '1', resPerPage: '10' });
    expect(screen.getByRole('checkbox', { name: 'Ioana Stan is team lead' })).toBeChecked();

    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Actions for Ioana Stan' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual([
      'Edit',
      'Activate this user',
      'Revoke team lead',
    ]);
  });

  it('gives other roles neither developer columns nor team lead actions', async () => {
    answer([user({ id: 50, name: 'Mark Stone', role: 2, UserActivities: [], UserProjectCategories: [] })]);
    renderPage(<UsersPage roleId={2} />);
    expect(await screen.findByRole('heading', { name: 'Infodesign PMs' })).toBeInTheDocument();
    expect((await screen.findAllByRole('columnheader')).map((header) => header.textContent)).toEqual([
      'Name',
      'Email',
      'Phone',
      'Status',
      'Actions',
    ]);
    const u = userEvent.setup();
    await u.click(screen.getByRole('button', { name: 'Actions for Mark Stone' }));
    expect((await screen.findAllByRole('menuitem')).map((item) => item.textContent)).toEqual(['Edit', 'Inactivate this user']);
  });

  it('inactivates through the delete call and says so', async () => {
    answer([user({})]);
    answerDelete<UserToggleResponse>('users/:id', { data: user({ disabled: true }), message: 'User has been inactivated.' });
    renderPage(<UsersPage roleId={4} />);
    const u = userEvent.setup();
    await chooseRowAction(u, 'Radu Ene', 'Inactivate this user');
    expect(await screen.findByText('User has been inactivated.')).toBeInTheDocument();
    expect((await sentRequests('DELETE')).map((request) => request.path)).toEqual(['users/40']);
  });

  it('offers "Is limited pm" only to Hogarth PMs, and creates the user with its role and the defaults', async () => {
    answer([]);
    answerSaves(user({ id: 77, role: 3 }));
    renderPage(<UsersPage roleId={3} />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add Hogarth PM' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Hogarth PM' });
    expect(within(dialog).queryByRole('combobox', { name: /Location/ })).not.toBeInTheDocument();
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findAllByText('Required')).toHaveLength(2);

    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Hana Weber');
    await u.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'hana.weber@agency.test');
    await u.click(within(dialog).getByRole('checkbox', { name: 'Is limited pm' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User has been saved.')).toBeInTheDocument();
    expect(await posts()).toEqual([
      ['users', { name: 'Hana Weber', email: 'hana.weber@agency.test', phone: '', location_id: 1, is_limited_pm: 1, role_id: 3 }],
      ['role', { user_id: 77, role_id: 3 }],
    ]);
  });

  it('checks the e-mail address before saving', async () => {
    answer([]);
    renderPage(<UsersPage roleId={6} />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add IT' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add IT' });
    expect(within(dialog).queryByRole('checkbox', { name: 'Is limited pm' })).not.toBeInTheDocument();
    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Ivo');
    await u.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'ivo.agency.test');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Invalid email address')).toBeInTheDocument();
    expect(requestCount('POST', /./)).toBe(0);
  });

  it('edits a developer from what is stored, without a new role, and saves their activity types', async () => {
    answer([user({})]);
    answerSaves(user({}));
    renderPage(<UsersPage roleId={4} />);
    const u = userEvent.setup();
    await chooseRowAction(u, 'Radu Ene', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit Developer' });
    expect(await within(dialog).findByRole('textbox', { name: /Email/ })).toHaveValue('radu.ene@agency.test');
    await waitFor(() => expect(within(dialog).getByRole('combobox', { name: /Location/ })).toHaveDisplayValue('Cluj-Napoca office'));
    expect(within(dialog).getByRole('list', { name: 'Chosen Activity types' })).toHaveTextContent('Project Management');

    await u.click(within(dialog).getByRole('combobox', { name: /Activity types/ }));
    await u.click(await screen.findByRole('option', { name: 'QA Testing' }));
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User has been saved.')).toBeInTheDocument();
    expect(await sentBodies('PUT', 'users/40')).toEqual([
      {
        name: 'Radu Ene',
        email: 'radu.ene@agency.test',
        phone: '+40 700 000 000',
        location_id: 2,
        is_limited_pm: 0,
      },
    ]);
    expect(await posts()).toEqual([['user-activity-types', { user_id: 40, user_activities: [1, 2], user_project_categories: [7] }]]);
    expect(requestCount('GET', 'user/40')).toBeGreaterThan(0);
  });

  it('saves again a new developer whose activity types failed by editing the user it created, not adding a twin', async () => {
    answer([]);
    answerSaves(user({ id: 78 }));
    answerPost('user-activity-types', apiError(500, { message: 'Server Error' }), { once: true });
    renderPage(<UsersPage roleId={4} />);
    const u = userEvent.setup();
    await u.click(await screen.findByRole('button', { name: 'Add Developer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Developer' });
    await u.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Radu Ene');
    await u.type(within(dialog).getByRole('textbox', { name: /Email/ }), 'radu.ene@agency.test');
    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('An error occurred, please try again later.')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Radu Ene');

    await u.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('User has been saved.')).toBeInTheDocument();
    expect((await posts()).map(([path]) => path)).toEqual(['users', 'role', 'user-activity-types', 'user-activity-types']);
    expect(await sentBodies('PUT', 'users/78')).toEqual([
      {
        name: 'Radu Ene',
        email: 'radu.ene@agency.test',
        phone: '',
        location_id: 1,
        is_limited_pm: 0,
      },
    ]);
  });
});
