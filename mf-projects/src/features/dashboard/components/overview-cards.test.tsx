import { screen, within } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import { OverviewCards } from './overview-cards';

describe('OverviewCards', () => {
  it('keeps the three cards in place while the figures load, then shows each against the 30 days before', () => {
    const loading = renderWithPortal(<OverviewCards />);
    expect(screen.getAllByText('Loading…')).toHaveLength(3);
    expect(screen.getByText('WIP').closest('[aria-busy]')).toHaveAttribute('aria-busy', 'true');

    loading.unmount();

    renderWithPortal(<OverviewCards stats={{ wip: 8, wipPast: 6, pending: 3, pendingPast: 4, completed: 5, completedPast: 5 }} />);
    expect(screen.queryByText('Loading…')).not.toBeInTheDocument();
    const wip = screen.getByTestId('overview-wip');
    expect(within(wip).getByTestId('current')).toHaveTextContent('8');
    expect(within(wip).getByTestId('change')).toHaveTextContent('+25%');
    expect(within(screen.getByTestId('overview-pending')).getByTestId('change')).toHaveTextContent('-33.3%');
    expect(within(screen.getByTestId('overview-completed')).getByTestId('change')).toHaveTextContent('0%');
  });
});
