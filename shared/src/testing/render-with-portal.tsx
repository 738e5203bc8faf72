/**
 * Test helper (not part of the runtime bundle): renders a component the way the shell would,
 * inside the Chakra system and a router at `route`, with the toast outlet when the test reads toasts;
 * and data hooks over an SWR cache of their own.
 */
import type { ReactElement, ReactNode } from 'react';
import { render, renderHook } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import type { UserLookup } from '../contract';
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

/** An SWR cache of the test's own, so no answer leaks between tests; every call is made again, none deduped. */
export function FreshSwrCache({ children }: { children: ReactNode }) {
  return <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>{children}</SWRConfig>;
}

/** Renders data hooks (get and mutation hooks together) over a fresh SWR cache; `result.current` is what they return. */
export function renderDataHooks<Result>(hooks: () => Result) {
  return renderHook(hooks, { wrapper: FreshSwrCache });
}

/** A user of the session's lookups, as the tests of user pickers need them. */
export const userLookup = (id: number, name: string, role: number, disabled = false): UserLookup => ({
  id,
  name,
  role,
  disabled,
  is_limited_pm: false,
  avatar: null,
  sex: null,
});
export * from './row-actions';
export * from './project-detail';
export * from './me';
export * from './render-in-form';
export * from './api-server';
export * from './downloads';
export * from './phone-screen';
