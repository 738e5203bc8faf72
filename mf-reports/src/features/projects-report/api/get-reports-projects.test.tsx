import { act, waitFor } from '@testing-library/react';
import { eventBus, type ReportsProjectsResponse, type ReportsProjectsQuery } from '@portal/shared';
import { answerGet, renderDataHooks, requestCount, sentQueries } from '@portal/shared/testing';
import { useReportsProjects } from './get-reports-projects';

const QUERY = { startDate: '2026-03-01', endDate: '2026-03-31' } as ReportsProjectsQuery;

describe('useReportsProjects', () => {
  it('loads the report again when another area says a project was saved', async () => {
    answerGet<ReportsProjectsResponse>('reports-projects', { data: [], totalResults: 0 });
    renderDataHooks(() => useReportsProjects(QUERY));
    await waitFor(() => expect(requestCount('GET', /./)).toBe(1));
    expect(sentQueries('reports-projects')).toEqual([QUERY]);

    act(() => eventBus.emit('project-saved', { projectId: 501 }));
    await waitFor(() => expect(requestCount('GET', /./)).toBe(2));
  });
});
