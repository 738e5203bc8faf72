/**
 * Exposed to the shell for "/config/*": every configuration page, clients and brands.
 * Default export because the shell loads every page module the same way (AreaModule renders its default).
 */
import type { ExposedComponent } from '@portal/shared';
import { ConfigRoutes } from '../pages/config-routes';

export default ConfigRoutes satisfies ExposedComponent<'mf_config', './config-routes'>;
