/**
 * Exposed to the shell for "/config/*": every configuration page, clients and brands.
 * Default export because the shell loads every page module the same way (React.lazy).
 */
import { ConfigRoutes } from '../pages/config-routes';

export default ConfigRoutes;
