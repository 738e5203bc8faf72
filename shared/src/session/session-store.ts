/**
 * The one session of the page: who is signed in, their flags, and the shared lookups
 * (users, clients, brands). Lives in the shared singleton so the shell and every remote
 * read the same store. Only the token survives a reload (in a cookie); the rest is
 * fetched again with update-user-store.
 */
import { create } from 'zustand';
import type { BrandLookup, ClientLookup, Me, SharedLookups, Theme, UserLookup } from '../contract';
import { type AccessSubject, accessSubjectOf } from '../access/access-subject';
import { deleteCookie, readCookie, writeCookie } from './cookies';

export const TOKEN_COOKIE = 'portal_token';
/** has_approval when the server has not said otherwise (document 1, section 3). */
export const HAS_APPROVAL_UNKNOWN = 999;

export type SessionState = {
  token: string | null;
  me: Me | null;
  /** null until check-user-data first answers (see AccessSubject.hasApproval). */
  hasApproval: number | null;
  users: UserLookup[];
  clients: ClientLookup[];
  brands: BrandLookup[];
};

type SessionActions = {
  signIn: (token: string, me: Me, lookups: SharedLookups) => void;
  setMe: (me: Me) => void;
  setLookups: (lookups: Partial<SharedLookups>) => void;
  setHasApproval: (value: number | undefined) => void;
  setTheme: (theme: Theme) => void;
  signOut: () => void;
};

const signedOut = (): SessionState => ({
  token: null,
  me: null,
  hasApproval: null,
  users: [],
  clients: [],
  brands: [],
});

export const useSessionStore = create<SessionState & SessionActions>()((set) => ({
  ...signedOut(),
  token: typeof document === 'undefined' ? null : readCookie(TOKEN_COOKIE),
  signIn: (token, me, lookups) => {
    writeCookie(TOKEN_COOKIE, token);
    set({ token, me, ...lookups });
  },
  setMe: (me) => set({ me }),
  setLookups: (lookups) => set(lookups),
  setHasApproval: (value) => set({ hasApproval: value ?? HAS_APPROVAL_UNKNOWN }),
  setTheme: (theme) => set((state) => (state.me ? { me: { ...state.me, theme } } : {})),
  signOut: () => {
    deleteCookie(TOKEN_COOKIE);
    set(signedOut());
  },
}));

/** The signed-in user; only for components rendered behind the shell's session guard. */
export function useMe(): Me {
  const me = useSessionStore((state) => state.me);
  if (!me) throw new Error('useMe called outside a signed-in page');
  return me;
}

/** The access-rule view of the session, or null when nobody is signed in. */
export function useAccessSubject(): AccessSubject | null {
  const me = useSessionStore((state) => state.me);
  const hasApproval = useSessionStore((state) => state.hasApproval);
  return me && accessSubjectOf(me, hasApproval);
}

/** The access-rule view of the signed-in user; only for components behind the shell's session guard (as useMe). */
export function useMyAccess(): AccessSubject {
  return accessSubjectOf(
    useMe(),
    useSessionStore((state) => state.hasApproval),
  );
}
