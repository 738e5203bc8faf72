import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiDelete, apiGet, apiPut } from '@portal/shared';
import { chooseRowAction, httpFailure, renderPage } from '../testing/render-page';
import { ExpensesCategoriesPage } from './expenses-categories-page';
import { ProjectCategoriesPage } from './project-categories-page';

jest.mock('@portal/shared', () => jest.requireActual<typeof import('../testing/render-page')>('../testing/render-page').mockApiClient());

describe('category pages', () => {
  beforeEach(() => jest.clearAllMocks());

  it('says an expense category was deleted (not "Activity type"), after the confirmation', async () => {
    (apiGet as jest.Mock).mockResolvedValue({ data: { paginatedCategories: [{ id: 3, title: 'Printing' }], totalResults: 1 } });
    (apiDelete as jest.Mock).mockResolvedValue({});
    renderPage(<ExpensesCategoriesPage />);
    const user = userEvent.setup();
    await chooseRowAction(user, 'Printing', 'Remove');
    expect(apiDelete).not.toHaveBeenCalled();
    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    expect(await screen.findByText('Expense category has been deleted.')).toBeInTheDocument();
    expect(apiDelete).toHaveBeenCalledWith('expenses-categories/3');
  });

  it("shows the server's reason when a project category in use cannot be deleted", async () => {
    (apiGet as jest.Mock).mockResolvedValue({ data: { paginatedProjectCategories: [{ id: 17, title: 'Media' }] }, totalResults: 1 });
    (apiDelete as jest.Mock).mockRejectedValue(
      httpFailure(422, { message: 'The category is used by projects.', errors: { id: ['The category is used by 12 projects.'] } }),
    );
    renderPage(<ProjectCategoriesPage />);
    const user = userEvent.setup();
    await chooseRowAction(user, 'Media', 'Remove');
    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    expect(await screen.findByText('The category is used by 12 projects.')).toBeInTheDocument();
    expect(screen.queryByText('Project Category has been deleted.')).not.toBeInTheDocument();
    expect(screen.getByText('Media')).toBeInTheDocument();
  });
});

describe('project categories: enable and disable', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows whether each category is enabled and disables one from its row menu', async () => {
    (apiGet as jest.Mock).mockResolvedValue({
      data: {
        paginatedProjectCategories: [
          { id: 3, title: 'Digital', disabled: false },
          { id: 4, title: 'Print', disabled: true },
        ],
      },
      totalResults: 2,
    });
    (apiPut as jest.Mock).mockResolvedValue({ data: { id: 3, title: 'Digital', disabled: true }, message: 'Category has been saved.' });
    renderPage(<ProjectCategoriesPage />);
    expect(await screen.findByRole('checkbox', { name: 'Digital enabled' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Print enabled' })).not.toBeChecked();
    const user = userEvent.setup();
    await chooseRowAction(user, 'Digital', 'Disable');
    expect(apiPut).toHaveBeenCalledWith('project-categories/3', { disabled: true });
    expect(await screen.findByText('Digital is disabled: it is no longer offered for new projects.')).toBeInTheDocument();
    await chooseRowAction(user, 'Print', 'Enable');
    expect(apiPut).toHaveBeenLastCalledWith('project-categories/4', { disabled: false });
  });
});
