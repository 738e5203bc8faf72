/**
 * /config/idg-pms, /config/hogarth-pms, /config/developers, /config/its: the users of one
 * role (document 3, sections 2 and 4). Row menu: edit, "Inactivate this user" / "Activate
 * this user", and for developers grant or revoke the team lead role.
 */
import { useRef } from 'react';
import { type AdminRoleId, CONFIG_MESSAGES, type ConfigUser, notifySuccess, reportApiError } from '@portal/shared';
import { type Column, CheckCell } from '@portal/shared/lists';
import { ConfigListPage } from '../features/config-list/components/config-list-page';
import { useReloadOnLookup } from '../features/config-list/hooks/use-reload-on-lookup';
import { getUser } from '../features/users/api/get-user';
import { useUsersByRole } from '../features/users/api/get-users-by-role';
import { type UserFields as UserFormValues, useSaveUser } from '../features/users/api/save-user';
import { useSetTeamLead } from '../features/users/api/set-team-lead';
import { useToggleUser } from '../features/users/api/toggle-user';
import { UserFields } from '../features/users/components/user-fields';
import { NEW_USER_DEFAULTS, USERS_ROLES } from '../features/users/user-roles';

const COMMON_COLUMNS: Column<ConfigUser>[] = [
  { key: 'name', header: 'Name' },
  { key: 'email', header: 'Email' },
  { key: 'phone', header: 'Phone' },
  { key: 'status', header: 'Status', cell: (user) => (user.disabled ? 'Inactive' : 'Active') },
];

const DEVELOPER_COLUMNS: Column<ConfigUser>[] = [
  { key: 'activity_types', header: 'Activity types', cell: (user) => user.UserActivities.map((type) => type.name).join(', ') },
  { key: 'location', header: 'Location', cell: (user) => user.location ?? '' },
  { key: 'team_lead', header: 'Team lead', cell: (user) => <CheckCell checked={user.is_teamlead} label={`${user.name} is team lead`} /> },
];

const formValues = (user: ConfigUser): Partial<UserFormValues> => ({
  name: user.name,
  email: user.email,
  phone: user.phone ?? '',
  is_limited_pm: user.is_limited_pm,
  location_id: user.location_id ?? undefined,
  user_activities: user.UserActivities.map((type) => type.id),
  user_project_categories: user.UserProjectCategories.map((category) => category.id),
});

export function UsersPage({ roleId }: { roleId: AdminRoleId }) {
  const role = USERS_ROLES[roleId];
  const list = useUsersByRole(roleId);
  useReloadOnLookup('users-update', list.reload);
  const saveUser = useSaveUser();
  const toggleUser = useToggleUser();
  const setTeamLead = useSetTeamLead();
  // The user an unfinished add created already (its role or activity types failed to save).
  const created = useRef<number | undefined>(undefined);

  const act = async <Answer,>(call: () => Promise<Answer>, message: (answer: Answer) => string) => {
    try {
      notifySuccess(message(await call()));
    } catch (error) {
      await reportApiError(error);
    }
  };

  return (
    <ConfigListPage<ConfigUser, UserFormValues>
      title={role.title}
      addLabel={`Add ${role.name}`}
      list={list}
      rowKey={(user) => user.id}
      rowLabel={(user) => user.name}
      columns={role.developer ? [...COMMON_COLUMNS, ...DEVELOPER_COLUMNS] : COMMON_COLUMNS}
      actions={(user) => [
        {
          label: user.disabled ? 'Activate this user' : 'Inactivate this user',
          // The call flips the stored flag, which someone else may have flipped since the list loaded.
          onSelect: () =>
            void act(
              () => toggleUser(user.id),
              (toggled) => (toggled.disabled ? CONFIG_MESSAGES.userInactivated : CONFIG_MESSAGES.userActivated),
            ),
        },
        role.developer && {
          label: user.is_teamlead ? 'Revoke team lead' : 'Grant team lead',
          onSelect: () =>
            void act(
              () => setTeamLead(user.id, !user.is_teamlead),
              () => (user.is_teamlead ? CONFIG_MESSAGES.teamLeadRevoked : CONFIG_MESSAGES.teamLeadGranted),
            ),
        },
      ]}
      form={{
        title: (user) => (user ? `Edit ${role.name}` : `Add ${role.name}`),
        initialValues: async (row) => {
          created.current = undefined;
          return row ? formValues(await getUser(row.id)) : { ...NEW_USER_DEFAULTS, user_activities: [], user_project_categories: [] };
        },
        fields: <UserFields role={role} />,
        save: (fields, user) =>
          saveUser(roleId, fields, user?.id ?? created.current, (id) => {
            created.current = id;
          }),
        successMessage: CONFIG_MESSAGES.userSaved,
      }}
    />
  );
}
