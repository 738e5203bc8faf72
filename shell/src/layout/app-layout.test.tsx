import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { renderWithPortal } from '@portal/shared/testing';
import { AppLayout } from './app-layout';

// The header and the menu are stand-ins that throw while a test says so; the real ones are covered by their own tests and e2e.
let mockBroken: { header?: boolean; menu?: boolean } = {};
jest.mock('../features/header/components/header', () => ({
  Header: () => {
    if (mockBroken.header) throw new Error('header render failure');
    return <header>Agency portal header</header>;
  },
}));
jest.mock('../features/sidebar/components/sidebar', () => ({
  Sidebar: () => {
    if (mockBroken.menu) throw new Error('menu render failure');
    return <nav aria-label="Main">Menu entries</nav>;
  },
}));
jest.mock('../features/reminder/components/working-places-reminder', () => ({ WorkingPlacesReminder: () => null }));
jest.mock('../features/realtime/components/lookup-subscription', () => ({ LookupSubscription: () => null }));

function renderLayout() {
  renderWithPortal(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="*" element={<h1>Projects page</h1>} />
      </Route>
    </Routes>,
  );
  return userEvent.setup();
}

describe('AppLayout error boundaries', () => {
  beforeEach(() => {
    mockBroken = {};
    // React and the boundary report the throw on the console; the test expects it.
    jest.spyOn(console, 'error').mockImplementation(() => {});
  });

  afterEach(() => jest.restoreAllMocks());

  it('shows a recoverable card where the header threw, and keeps the menu and the page working', async () => {
    mockBroken.header = true;
    const user = renderLayout();

    const card = screen.getByRole('region', { name: 'Header: something went wrong' });
    expect(within(card).getByText('Something went wrong')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(within(card).getByRole('link', { name: 'Sign in again' })).toHaveAttribute('href', '/logout');
    expect(screen.queryByText('Agency portal header')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects page' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main' })).toHaveTextContent('Menu entries');

    // Still broken: Try again shows the card again rather than a blank header.
    await user.click(within(card).getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('region', { name: 'Header: something went wrong' })).toBeInTheDocument();

    mockBroken.header = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByText('Agency portal header')).toBeInTheDocument();
    expect(screen.queryByText('Something went wrong')).not.toBeInTheDocument();
  });

  it('shows the card where the menu threw, with the header and the page still there', async () => {
    mockBroken.menu = true;
    const user = renderLayout();

    expect(screen.getByRole('region', { name: 'Menu: something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Agency portal header')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Projects page' })).toBeInTheDocument();

    mockBroken.menu = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
