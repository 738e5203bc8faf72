/**
 * The session (document 1, section 7): the signed-in user (`me`), the shared lookups the portal
 * keeps in its store, the answer that hands a new session over, and the header's calls
 * (update-user-store, check-user-data, read-notification, uwp-is-three-days-forward), plus the
 * API's own health check.
 */
import { Type } from 'typebox';
import { Id, IsoDateTimeSchema, NamedRefSchema, Nullable } from './parts';

/** Session roles (docs/roles.md): 1 developer, 2 project manager, 3 client PM, 6 IT. */
export const SessionRoleSchema = Type.Enum([1, 2, 3, 6]);
export const ThemeSchema = Type.Enum(['theme-light', 'theme-dark']);
export const SexSchema = Type.Enum(['male', 'female']);

/** The signed-in user as the session keeps it. */
export const MeSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  email: Type.String(),
  role: SessionRoleSchema,
  sex: Nullable(SexSchema),
  avatar: Nullable(Type.String({ description: 'Absolute URL of the avatar image, or null for the default one.' })),
  is_limited_pm: Type.Boolean(),
  is_it: Type.Boolean(),
  theme: ThemeSchema,
});

/** A user in the shared lookup; `role` is the users-administration role (2, 3, 4 or 6). */
export const UserLookupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  role: Type.Integer(),
  disabled: Type.Boolean(),
  is_limited_pm: Type.Boolean(),
  avatar: Nullable(Type.String()),
  sex: Nullable(SexSchema),
});
export const ClientLookupSchema = Type.Object({ id: Type.Integer(), name: Type.String(), disabled: Type.Boolean() });
export const BusinessUnitRefSchema = NamedRefSchema;
export const BrandLookupSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  business_units: Type.Array(BusinessUnitRefSchema),
});

const lookups = {
  users: Type.Array(UserLookupSchema),
  clients: Type.Array(ClientLookupSchema),
  brands: Type.Array(BrandLookupSchema),
};
export const SharedLookupsSchema = Type.Object(lookups);

/** The answer of a sign-in: `me`, the lookups, and the token only when the caller asked for a bearer token. */
export const LoginResponseSchema = Type.Object({
  data: Type.Object({
    token: Type.Optional(Type.String({ description: 'Only with `token: true`: the bearer token of the new session.' })),
    me: MeSchema,
    ...lookups,
  }),
});

/** `section` limits the answer to one lookup; empty is the same as none. */
export const UpdateUserStoreQuerySchema = Type.Object({
  section: Type.Optional(Type.Enum(['users', 'clients', 'brands', ''])),
});
export const UpdateUserStoreResponseSchema = Type.Object({
  data: Type.Object({
    users: Type.Optional(lookups.users),
    clients: Type.Optional(lookups.clients),
    brands: Type.Optional(lookups.brands),
    me: MeSchema,
  }),
});

export const UserNotificationSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  link: Nullable(Type.String({ description: 'A portal path such as /project/12.' })),
  message: Type.String({ description: 'HTML written by the server: sanitise before rendering.' }),
  created_at: IsoDateTimeSchema(),
});
export const CheckUserDataResponseSchema = Type.Object({
  has_approval: Type.Optional(
    Type.Integer({ description: '1 when the user may approve timesheet entries, 0 otherwise; the portal assumes 999 when absent.' }),
  ),
  user_notifications: Type.Array(UserNotificationSchema),
});

export const ReadNotificationRequestSchema = Type.Object({ notificationId: Id() });
export const ReadNotificationResponseSchema = Type.Object({ success: Type.Boolean() });

export const WorkingPlacesForwardResponseSchema = Type.Object({ is_setup_forward_three_days: Type.Boolean() });

/** GET health: the API answers and its database too. */
export const HealthResponseSchema = Type.Object({ status: Type.Literal('ok') });
