/** Each exposed module renders inside the portal's providers (the remote's skeleton). */
import { screen } from '@testing-library/react';
import { renderWithPortal } from '@portal/shared/testing';
import { ApprovalPage } from './approval-page';
import { WorkingPlacesPage } from './working-places-page';

it.each([
  ['Entries for Approval', ApprovalPage],
  ['Working places', WorkingPlacesPage],
])('shows the %s heading', async (heading, Page) => {
  renderWithPortal(<Page />);
  expect(await screen.findByRole('heading', { name: heading })).toBeInTheDocument();
});
