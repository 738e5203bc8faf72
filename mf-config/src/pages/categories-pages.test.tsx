import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ExpensesCategoriesResponse, MessageResponse, ProjectCategoriesResponse, SaveResponse } from '@portal/shared';
import { answerDelete, answerGet, answerPut, apiError, requestCount, sentRequests } from '@portal/shared/testing';
import { chooseRowAction, renderPage } from '../testing/render-page';
import { ExpensesCategoriesPage } from './expenses-categories-page';
import { ProjectCategoriesPage } from './project-categories-page';

describe('category pages', () => {
  it('says an expense category was deleted (not "Activity type"), after the confirmation', async () => {
    answerGet<ExpensesCategoriesResponse>('expenses-categories', {
      data: { paginatedCategories: [{ id: 3, title: 'Printing' }], totalResults: 1 },
    });
    answerDelete<MessageResponse>('expenses-categories/:id', { message: 'Expense category has been deleted.' });
    renderPage(<ExpensesCategoriesPage />);
    const user = userEvent.setup();
    await chooseRowAction(user, 'Printing', 'Remove');
    expect(requestCount('DELETE', /./)).toBe(0);
    await user.click(await screen.findByRole('button', { name: 'DELETE' }));
    expect(await screen.findByText('Expense category has been deleted.')).toBeInTheDocument();
    expect((await sentRequests('DELETE')).map((request) => request.path)).toEqual(['expenses-categories/3']);
  });

  it("shows the server's reason when a project category in use cannot be deleted", async () => {
    answerGet<ProjectCategoriesResponse>('project-categories', {
      data: { paginatedProjectCategories: [{ id: 17, title: 'Media', disabled: false }] },
      totalResults: 1,
    });
    answerDelete(
      'project-categories/:id',
      apiError(422, { message: 'The category is used by projects.', errors: { id: ['The category is used by 12 projects.'] } }),
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
  it('shows whether each category is enabled and disables one from its row menu', async () => {
    answerGet<ProjectCategoriesResponse>('project-categories', {
      data: {
        paginatedProjectCategories: [
          { id: 3, title: 'Digital', disabled: false },
          { id: 4, title: 'Print', disabled: true },
        ],
      },
      totalResults: 2,
    });
    answerPut<SaveResponse<{ id: number; title: string; disabled: boolean }>>('project-categories/:id', {
      data: { id: 3, title: 'Digital', disabled: true },
      message: 'Category has been saved.',
    });
    renderPage(<ProjectCategoriesPage />);
    expect(await screen.findByRole('checkbox', { name: 'Digital enabled' })).toBeChecked();
    expect(screen.getByRole('checkbox', { name: 'Print enabled' })).not.toBeChecked();
    const user = userEvent.setup();
    await chooseRowAction(user, 'Digital', 'Disable');
    expect(await screen.findByText('Digital is disabled: it is no longer offered for new projects.')).toBeInTheDocument();
    expect(await sentRequests('PUT')).toMatchObject([{ path: 'project-categories/3', body: { disabled: true } }]);
    await chooseRowAction(user, 'Print', 'Enable');
    await waitFor(() => expect(requestCount('PUT', /./)).toBe(2));
    expect((await sentRequests('PUT')).at(-1)).toMatchObject({ path: 'project-categories/4', body: { disabled: false } });
  });
});
