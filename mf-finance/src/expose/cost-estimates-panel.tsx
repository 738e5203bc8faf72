/**
 * Exposed to the project details page: the project's cost estimates with their form, lines editor, PDF download and move to parent.
 * Renders on its own from the project it is given; default export because the page loads every
 * panel the same way.
 */
import type { ExposedComponent } from '@portal/shared';
import { CostEstimatesPanel } from '../pages/cost-estimates-panel';

export default CostEstimatesPanel satisfies ExposedComponent<'mf_finance', './cost-estimates-panel'>;
