/**
 * Exposed to the project details page: the project's purchase orders, invoices and stornos (owned by finance-b).
 * Renders on its own from the project it is given; default export because the page loads every
 * panel the same way.
 */
import type { ExposedComponent } from '@portal/shared';
import { PurchaseOrdersPanel } from '../pages/purchase-orders-panel';

export default PurchaseOrdersPanel satisfies ExposedComponent<'mf_finance', './purchase-orders-panel'>;
