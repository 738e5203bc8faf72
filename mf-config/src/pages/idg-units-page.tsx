/** /config/idg-units: the agency's own units (document 3, section 2; "IDG unity" in the catalogue is a misspelling). */
import { CONFIG_MESSAGES } from '@portal/shared';
import { UnitsPage } from './units-page';

export function IdgUnitsPage() {
  return (
    <UnitsPage
      kind="idg-units"
      title="IDG units"
      noun="IDG unit"
      toasts={{ saved: CONFIG_MESSAGES.idgUnitSaved, deleted: CONFIG_MESSAGES.idgUnitDeleted }}
    />
  );
}
