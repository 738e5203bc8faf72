/**
 * The chart types, each its own chunk loaded when first drawn (nivo's line, pie and bar
 * packages): a report downloads only the chart types it draws, when it draws them (issue 12).
 * The chunk names (chart-pie, chart-bar, chart-area) let the e2e tests see which ones a page
 * fetched. loadedPart, not React.lazy: a chart arriving is drawn at once, without React's
 * Suspense reveal pause.
 */
import { LoadingState, loadedPart } from '@portal/shared';

const LOADING = <LoadingState label="Loading chart…" />;

export const LazyPieChart = loadedPart(
  () => import(/* webpackChunkName: "chart-pie" */ './charts/pie-chart').then((module) => module.PieChart),
  LOADING,
);
export const LazyBarChart = loadedPart(
  () => import(/* webpackChunkName: "chart-bar" */ './charts/bar-chart').then((module) => module.BarChart),
  LOADING,
);
export const LazyAreaChart = loadedPart(
  () => import(/* webpackChunkName: "chart-area" */ './charts/area-chart').then((module) => module.AreaChart),
  LOADING,
);
