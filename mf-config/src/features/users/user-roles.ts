/**
 * The four users pages, one per users-administration role (document 3, section 2): the role
 * name, and what each page shows beyond name, email, phone and status.
 */
import { ADMIN_ROLE_NAMES, type AdminRoleId } from '@portal/shared';

export type UsersRole = {
  /** "Add" plus this is the add button and the modal's title. */
  name: string;
  title: string;
  /** Activity types, location, team lead, and the developer-only form fields. */
  developer: boolean;
  /** The "Is limited pm" checkbox. */
  limitedPm: boolean;
};

export const USERS_ROLES: Record<AdminRoleId, UsersRole> = {
  2: { name: ADMIN_ROLE_NAMES[2], title: 'Infodesign PMs', developer: false, limitedPm: false },
  3: { name: ADMIN_ROLE_NAMES[3], title: 'Hogarth PMs', developer: false, limitedPm: true },
  4: { name: ADMIN_ROLE_NAMES[4], title: 'Developers', developer: true, limitedPm: false },
  6: { name: ADMIN_ROLE_NAMES[6], title: 'IT users', developer: false, limitedPm: false },
};

/** Defaults of a new user (document 3, section 9). */
export const NEW_USER_DEFAULTS = { location_id: 1, is_limited_pm: false };
