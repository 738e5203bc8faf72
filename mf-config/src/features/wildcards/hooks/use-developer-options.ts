/**
 * The developers an autocomplete offers, from the session's shared users lookup, so a
 * developer added or renamed elsewhere shows up without a reload (users-update).
 */
import { useMemo } from 'react';
import { useSessionStore } from '@portal/shared';
import { type FieldOption, toOptions } from '@portal/shared/fields';

/** Developers are role 4 in the users administration (docs/roles.md). */
const DEVELOPER_ROLE = 4;

export function useDeveloperOptions(): FieldOption<number>[] {
  const users = useSessionStore((state) => state.users);
  return useMemo(() => toOptions(users.filter((user) => user.role === DEVELOPER_ROLE)), [users]);
}
