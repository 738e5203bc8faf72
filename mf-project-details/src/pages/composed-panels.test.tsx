import { act, screen, waitFor } from '@testing-library/react';
import { type Me, setAreaModuleLoader, useSessionStore } from '@portal/shared';
import { me, projectDetail, renderWithPortal } from '@portal/shared/testing';
import { ComposedPanels } from './composed-panels';

/** Every area is down: each module asked for is recorded, and its load fails as a stopped remote's does. */
let requested: string[] = [];

beforeEach(() => {
  requested = [];
  setAreaModuleLoader((remote, module) => {
    requested.push(`${remote}/${module}`);
    return Promise.reject(new Error(`${remote} is down`));
  });
  // AreaModule reports each failed load on the console.
  jest.spyOn(console, 'error').mockImplementation(() => {});
});

/** Renders the panels for `user` and answers the "unavailable" cards shown once every load has failed. */
async function unavailableCards(user: Partial<Me>, parentId: number | null = null): Promise<string[]> {
  useSessionStore.setState({ me: me(user) });
  renderWithPortal(<ComposedPanels project={projectDetail({ parent_id: parentId })} />);
  await act(async () => {});
  await waitFor(() => expect(screen.queryAllByTestId('area-unavailable')).toHaveLength(requested.length));
  return screen.queryAllByTestId('area-unavailable').map((card) => card.dataset.area ?? '');
}

describe('ComposedPanels', () => {
  it("loads every area's panel for a full project manager, each with its own card when its area is down", async () => {
    const all = ['Financial summary', 'Cost estimates', 'Purchase orders', 'External expenses', 'Timesheet entries'];
    expect(await unavailableCards({ role: 2 })).toEqual(all);
    expect(requested).toHaveLength(5);
  });

  it('leaves out purchase orders and external expenses on a subproject', async () => {
    expect(await unavailableCards({ role: 2 }, 7)).toEqual(['Financial summary', 'Cost estimates', 'Timesheet entries']);
  });

  it('never loads the finance panels for a developer, so a finance outage shows them no card', async () => {
    expect(await unavailableCards({ role: 1 })).toEqual(['Timesheet entries']);
    expect(requested).toEqual(['mf_timesheet/./project-timesheet-panel']);
  });

  it('loads no composed panel for a limited project manager', async () => {
    expect(await unavailableCards({ role: 2, is_limited_pm: true })).toEqual([]);
    expect(requested).toEqual([]);
  });
});
