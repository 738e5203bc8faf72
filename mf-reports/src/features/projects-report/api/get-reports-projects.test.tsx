import { act, waitFor } from '@testing-library/react';
import { apiGet, eventBus, type ReportsProjectsQuery } from '@portal/shared';
import { renderDataHooks } from '@portal/shared/testing';
import { useReportsProjects } from './get-reports-projects';

jest.mock('@portal/shared', () => ({
  ...jest.requireActual<object>('@portal/shared'),
  apiGet: jest.fn().mockResolvedValue({ data: [], totalResults: 0 }),
}));

const QUERY = { startDate: '2026-03-01', endDate: '2026-03-31' } as ReportsProjectsQuery;

describe('useReportsProjects', () => {
  it('loads the report again when another area says a project was saved', async () => {
    renderDataHooks(() => useReportsProjects(QUERY));
    await waitFor(() => expect(apiGet).toHaveBeenCalledTimes(1));
    expect(apiGet).toHaveBeenCalledWith('reports-projects', QUERY);

    act(() => eventBus.emit('project-saved', { projectId: 501 }));
    await waitFor(() => expect(apiGet).toHaveBeenCalledTimes(2));
  });
});
