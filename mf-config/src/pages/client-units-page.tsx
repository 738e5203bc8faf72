/** /config/client-units (document 3, section 2). */
import { CONFIG_MESSAGES } from '@portal/shared';
import { UnitsPage } from './units-page';

export function ClientUnitsPage() {
  return (
    <UnitsPage
      kind="client-units"
      title="Client units"
      noun="client unit"
      toasts={{ saved: CONFIG_MESSAGES.clientUnitSaved, deleted: CONFIG_MESSAGES.clientUnitDeleted }}
    />
  );
}
