/**
 * GET financial-summary/{projectId}: the summary's figures and lines. Reloads when anything it
 * derives from changes on the project (estimates, timesheet entries, external expenses), as
 * other panels and areas announce on the event bus.
 */
import useSWR from 'swr';
import { apiGet, callKey, type FinancialSummary, type FinancialSummaryResponse, type ProjectPart } from '@portal/shared';
import { useReloadOnProjectChange } from '../../finance-panel/use-reload-on-project-change';

export const financialSummaryKey = callKey<[projectId: number]>('financial-summary');

const SOURCES: readonly ProjectPart[] = ['cost-estimates', 'timesheet', 'external-expenses'];

export function useFinancialSummary(projectId: number) {
  const answer = useSWR<FinancialSummary, Error>(
    financialSummaryKey(projectId),
    async () => (await apiGet<FinancialSummaryResponse>(`financial-summary/${projectId}`)).data,
  );
  useReloadOnProjectChange(projectId, SOURCES, answer.mutate);
  return answer;
}
