/**
 * The chart types, each its own lazily loaded chunk (nivo's line, pie and bar packages): a
 * report downloads only the chart types it draws, when it draws them (issue 12).
 */
import { lazy } from 'react';

export const LazyPieChart = lazy(() => import('./charts/pie-chart').then((module) => ({ default: module.PieChart })));
export const LazyBarChart = lazy(() => import('./charts/bar-chart').then((module) => ({ default: module.BarChart })));
export const LazyAreaChart = lazy(() => import('./charts/area-chart').then((module) => ({ default: module.AreaChart })));
