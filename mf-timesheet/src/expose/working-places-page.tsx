/** Exposed to the shell for /user-working-places: where developers work on which days. */
import type { ExposedComponent } from '@portal/shared';
import { WorkingPlacesPage } from '../pages/working-places-page';

export default WorkingPlacesPage satisfies ExposedComponent<'mf_timesheet', './working-places-page'>;
