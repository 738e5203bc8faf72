/**
 * The chart types, each its own lazily loaded chunk (nivo's line, pie and bar packages): a
 * report downloads only the chart types it draws, when it draws them (issue 12). The chunk
 * names (chart-pie, chart-bar, chart-area) let the e2e tests see which ones a page fetched.
 */
import { lazy } from 'react';

export const LazyPieChart = lazy(() =>
  import(/* webpackChunkName: "chart-pie" */ './charts/pie-chart').then((module) => ({ default: module.PieChart })),
);
export const LazyBarChart = lazy(() =>
  import(/* webpackChunkName: "chart-bar" */ './charts/bar-chart').then((module) => ({ default: module.BarChart })),
);
export const LazyAreaChart = lazy(() =>
  import(/* webpackChunkName: "chart-area" */ './charts/area-chart').then((module) => ({ default: module.AreaChart })),
);
