import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type SaveResponse, useSessionStore, type Wildcard, type WildcardsResponse } from '@portal/shared';
import { answerGet, answerPost, sentBodies, sentRequests, userLookup } from '@portal/shared/testing';
import { renderPage } from '../testing/render-page';
import { WildcardsPage } from './wildcards-page';

describe('WildcardsPage', () => {
  beforeEach(() => {
    answerGet<WildcardsResponse>('wildcards', {
      data: { user_wildcards: [{ id: 1, user_id: 2, name: 'Daniel Evans', Wildcards: '2026-11-21' }] },
      totalResults: 1,
    });
    useSessionStore.setState({
      users: [
        userLookup(2, 'Daniel Evans', 4),
        userLookup(11, 'Andrei Marin', 4),
        userLookup(13, 'Peter Walsh', 4, true),
        userLookup(1, 'Paula Martin', 2),
      ],
    });
  });

  it('lists wildcards by name and date', async () => {
    renderPage(<WildcardsPage />);
    expect(await screen.findByText('Daniel Evans')).toBeInTheDocument();
    expect(screen.getByText('21.11.2026')).toBeInTheDocument();
    expect((await sentRequests('GET', 'wildcards')).map((request) => request.query)).toContainEqual({ page: '1', resPerPage: '10' });
  });

  it('requires a developer, offers only active developers, and saves the chosen one', async () => {
    answerPost<SaveResponse<Wildcard>>('wildcards', {
      data: { id: 2, user_id: 30, name: 'Nadia Marinescu', Wildcards: '2026-11-22' },
      message: 'Wildcard has been saved.',
    });
    renderPage(<WildcardsPage />);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add Wildcard' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Wildcard' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Required')).toBeInTheDocument();

    // Paula is a PM, Peter is inactive: neither is offered.
    await user.type(within(dialog).getByRole('combobox', { name: /Developer/ }), 'a');
    await waitFor(() =>
      expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Daniel Evans', 'Andrei Marin']),
    );

    // A developer added elsewhere (users-update reloads the session's users) is offered at once.
    act(() => useSessionStore.setState((state) => ({ users: [...state.users, userLookup(30, 'Nadia Marinescu', 4)] })));
    await user.type(within(dialog).getByRole('combobox', { name: /Developer/ }), 'di');
    await user.click(await screen.findByRole('option', { name: 'Nadia Marinescu' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Wildcard has been saved.')).toBeInTheDocument();
    expect(await sentBodies('POST', 'wildcards')).toEqual([{ user_id: 30 }]);
  });
});
