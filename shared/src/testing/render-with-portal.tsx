/**
 * Test helper (not part of the runtime bundle): renders a component the way the shell would,
 * inside the Chakra system and a router at `route`, with the toast outlet when the test reads toasts.
 */
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AppProvider } from '../ui/app-provider';
import { PortalToaster } from '../ui/portal-toaster';

type Options = { route?: string; path?: string; toasts?: boolean };

export function renderWithPortal(ui: ReactElement, { route = '/', path = '*', toasts = false }: Options = {}) {
  return render(
    <AppProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>elsewhere</p>} />
        </Routes>
      </MemoryRouter>
      {toasts && <PortalToaster />}
    </AppProvider>,
  );
}
