/**
 * GET and PUT ts-view: whether the user's /timesheet shows the list per day or the week grid
 * (issue 32), remembered on the server with their settings so it follows them to any browser.
 * The choice shows at once; the server keeps it in the background.
 */
import useSWR from 'swr';
import { apiGet, apiPut, callKey, reportApiError, type TimesheetView, type TimesheetViewBody } from '@portal/shared';

export const timesheetViewKey = callKey('ts-view');

export function useTimesheetView(): { view: TimesheetView | undefined; choose: (view: TimesheetView) => void } {
  const { data, mutate } = useSWR(timesheetViewKey(), () => apiGet<TimesheetViewBody>('ts-view'), { revalidateOnFocus: false });
  const choose = (view: TimesheetView) => {
    void mutate(apiPut<TimesheetViewBody>('ts-view', { view }), { optimisticData: { view }, rollbackOnError: true }).catch(reportApiError);
  };
  return { view: data?.view, choose };
}
