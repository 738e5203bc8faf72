/**
 * Exposed to the project details page: the financial summary: profit from the stored estimates, timesheet cost and external expenses.
 * Renders on its own from the project it is given; default export because the page loads every
 * panel the same way.
 */
import type { ExposedComponent } from '@portal/shared';
import { FinancialSummaryPanel } from '../pages/financial-summary-panel';

export default FinancialSummaryPanel satisfies ExposedComponent<'mf_finance', './financial-summary-panel'>;
