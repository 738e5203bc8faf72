/**
 * Exposed to the project details page: the project's external expenses with their documents (owned by finance-b).
 * Renders on its own from the project it is given; default export because the page loads every
 * panel the same way.
 */
import type { ExposedComponent } from '@portal/shared';
import { ExternalExpensesPanel } from '../pages/external-expenses-panel';

export default ExternalExpensesPanel satisfies ExposedComponent<'mf_finance', './external-expenses-panel'>;
