/**
 * The success messages the configuration, clients and brands calls answer: the catalogue's
 * toasts (document 3, section 8; document 2, section 8), spelling fixed. Repeated as values
 * because tsx loads the shared package as CommonJS (see src/realtime/events.ts); the type
 * keeps this copy equal to CONFIG_MESSAGES in shared/src/contract/config.ts, which the portal shows.
 */
import type { CONFIG_MESSAGES } from '@portal/shared/contract';

export const MESSAGES: typeof CONFIG_MESSAGES = {
  activityTypeSaved: 'Activity type has been saved.',
  activityTypeDisabled: 'Activity type has been disabled.',
  activityTypeEnabled: 'Activity type has been enabled.',
  userSaved: 'User has been saved.',
  userInactivated: 'User has been inactivated.',
  userActivated: 'User has been activated.',
  teamLeadGranted: 'Team lead role has been granted.',
  teamLeadRevoked: 'Team lead role has been revoked.',
  roleSaved: 'Role has been saved.',
  userActivityTypesSaved: "User's activity types have been saved.",
  clientUnitSaved: 'Client unit has been saved.',
  clientUnitDeleted: 'Client unit has been deleted.',
  // The documents' "IDG unity" and, after an expense category, "Activity type has been deleted." are defects (docs/spec-deviations.md).
  idgUnitSaved: 'IDG unit has been saved.',
  idgUnitDeleted: 'IDG unit has been deleted.',
  wildcardSaved: 'Wildcard has been saved.',
  categorySaved: 'Category has been saved.',
  expenseCategoryDeleted: 'Expense category has been deleted.',
  projectCategoryDeleted: 'Project Category has been deleted.',
  businessUnitSaved: 'Business unit has been saved.',
  businessUnitDeleted: 'Business unit has been deleted.',
  clientSaved: 'Client has been saved.',
  clientDeleted: 'Client has been deleted.',
  brandSaved: 'Brand has been saved.',
  brandDeleted: 'Brand has been deleted.',
};
