/**
 * The one session of the page: who is signed in, their flags, and the shared lookups
 * (users, clients, brands). Lives in the shared singleton so the shell and every remote
 * read the same store. The token itself never reaches a script: the API keeps it in an
 * HttpOnly cookie that goes with every call. What survives a reload is the API's readable
 * marker cookie (portal_session), which says only that a session is there to check; the rest
 * is fetched again with update-user-store.
 */
import { create } from 'zustand';
import type { BrandLookup, ClientLookup, Me, SharedLookups, Theme, UserLookup } from '../contract';
import { type AccessSubject, accessSubjectOf } from '../access/access-subject';
import { deleteCookie, readCookie } from './cookies';

/** Set and cleared by the API beside its HttpOnly token cookie (api/src/auth/session-cookies.ts). */
export const SESSION_MARKER_COOKIE = 'portal_session';
/** has_approval when the server has not said otherwise (document 1, section 3). */
export const HAS_APPROVAL_UNKNOWN = 999;

export type SessionState = {
  /** A session is there (or was, until the API says otherwise); `me` may still be on its way. */
  signedIn: boolean;
  me: Me | null;
  /** null until check-user-data first answers (see AccessSubject.hasApproval). */
  hasApproval: number | null;
  users: UserLookup[];
  clients: ClientLookup[];
  brands: BrandLookup[];
};

type SessionActions = {
  signIn: (me: Me, lookups: SharedLookups) => void;
  setMe: (me: Me) => void;
  setLookups: (lookups: Partial<SharedLookups>) => void;
  setHasApproval: (value: number | undefined) => void;
  setTheme: (theme: Theme) => void;
  signOut: () => void;
};

const signedOut = (): SessionState => ({
  signedIn: false,
  me: null,
  hasApproval: null,
  users: [],
  clients: [],
  brands: [],
});

export const useSessionStore = create<SessionState & SessionActions>()((set) => ({
  ...signedOut(),
  signedIn: typeof document !== 'undefined' && readCookie(SESSION_MARKER_COOKIE) !== null,
  signIn: (me, lookups) => set({ signedIn: true, me, ...lookups }),
  setMe: (me) => set({ me }),
  setLookups: (lookups) => set(lookups),
  setHasApproval: (value) => set({ hasApproval: value ?? HAS_APPROVAL_UNKNOWN }),
  setTheme: (theme) => set((state) => (state.me ? { me: { ...state.me, theme } } : {})),
  // The API clears both cookies when it ends a session; the marker goes here too, for a session
  // that ended without the API's word (a failed logout call, a 401 from a stale cookie).
  signOut: () => {
    deleteCookie(SESSION_MARKER_COOKIE);
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
