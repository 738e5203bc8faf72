import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiDelete, apiGet } from '@portal/shared';
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
