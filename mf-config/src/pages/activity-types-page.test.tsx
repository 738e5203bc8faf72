import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiDelete, apiGet, apiPost, apiPut } from '@portal/shared';
import { chooseRowAction, renderPage } from '../testing/render-page';
import { ActivityTypesPage } from './activity-types-page';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('../testing/render-page')>('../testing/render-page').mockApiClient());
const get = apiGet as jest.Mock;

const TYPES = [
  { id: 1, name: 'Design', rate: '45', usd_currency: false, disabled: false },
  { id: 2, name: 'Copywriting', rate: '30', usd_currency: true, disabled: true },
];

describe('ActivityTypesPage', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    get.mockImplementation(async (path: string) => {
      if (path === 'activity-types') return { data: { paginatedActivityTypes: TYPES }, totalResults: 2 };
      return { data: TYPES.find((type) => path === `activity-type/${type.id}`) };
    });
  });

  it('lists the types with their USD and Enabled checkboxes', async () => {
    renderPage(<ActivityTypesPage />);
    expect(await screen.findByText('Design')).toBeInTheDocument();
    expect(get).toHaveBeenCalledWith('activity-types', { page: 1, resPerPage: 10, searchString: undefined });
    expect(screen.getByRole('checkbox', { name: 'Design enabled' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Copywriting enabled' })).not.toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Copywriting in USD' })).toBeChecked();
  });

  // Before the toggle test: the toaster is one store per file, and that test leaves a "disabled" toast on screen.
  it('says what the call did when someone else toggled the type since the list loaded', async () => {
    // Design shows as enabled, but another manager disabled it meanwhile: the flip enables it.
    (apiDelete as jest.Mock).mockResolvedValue({ data: { ...TYPES[0], disabled: false }, message: 'Activity type has been enabled.' });
    renderPage(<ActivityTypesPage />);
    await chooseRowAction(userEvent.setup(), 'Design', 'Disable');
    expect(await screen.findByText('Activity type has been enabled.')).toBeInTheDocument();
    expect(screen.queryByText('Activity type has been disabled.')).not.toBeInTheDocument();
  });

  it('disables an enabled type and enables a disabled one through the delete call, with the matching toast', async () => {
    (apiDelete as jest.Mock).mockImplementation(async (path: string) => {
      const type = TYPES.find((candidate) => path === `activity-types/${candidate.id}`)!;
      return { data: { ...type, disabled: !type.disabled }, message: '' };
    });
    renderPage(<ActivityTypesPage />);
    const user = userEvent.setup();
    await chooseRowAction(user, 'Design', 'Disable');
    expect(await screen.findByText('Activity type has been disabled.')).toBeInTheDocument();
    expect(apiDelete).toHaveBeenCalledWith('activity-types/1');

    await chooseRowAction(user, 'Copywriting', 'Enable');
    expect(await screen.findByText('Activity type has been enabled.')).toBeInTheDocument();
    expect(apiDelete).toHaveBeenLastCalledWith('activity-types/2');
  });

  it('requires a name, then creates the type and reloads the list', async () => {
    (apiPost as jest.Mock).mockResolvedValue({ data: { id: 3 } });
    renderPage(<ActivityTypesPage />);
    const user = userEvent.setup();
    await screen.findByText('Design');
    await user.click(screen.getByRole('button', { name: 'Add activity type' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add activity type' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();

    const calls = get.mock.calls.length;
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Motion');
    await user.type(within(dialog).getByRole('textbox', { name: 'Rate' }), 'fifty');
    await user.click(within(dialog).getByRole('checkbox', { name: 'USD currency' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Activity type has been saved.')).toBeInTheDocument();
    expect(apiPost).toHaveBeenCalledWith('activity-types', { name: 'Motion', rate: 'fifty', usd_currency: true });
    await waitFor(() => expect(get.mock.calls.length).toBeGreaterThan(calls));
  });

  it('edits a type with its current values', async () => {
    (apiPut as jest.Mock).mockResolvedValue({});
    renderPage(<ActivityTypesPage />);
    const user = userEvent.setup();
    await chooseRowAction(user, 'Copywriting', 'Edit');
    const dialog = await screen.findByRole('dialog', { name: 'Edit activity type' });
    expect(within(dialog).getByRole('textbox', { name: /Name/ })).toHaveValue('Copywriting');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Rate' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Rate' }), '35');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(apiPut).toHaveBeenCalledWith('activity-types/2', { name: 'Copywriting', rate: '35', usd_currency: true }));
  });
});
