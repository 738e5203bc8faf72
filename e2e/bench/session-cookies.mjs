/**
 * The cookies the API's browser sign-in sets (api/src/auth/session-cookies.ts), for a bench that
 * starts a browser already signed in with a token from the API (login with `token: true`): the
 * HttpOnly token cookie, sent only to /api, and the readable marker that tells index.html a
 * session is there to check.
 */
export function sessionCookies(shellOrigin, token) {
  const domain = new URL(shellOrigin).hostname;
  return [
    { name: 'portal_token', value: token, domain, path: '/api', httpOnly: true, sameSite: 'Strict' },
    { name: 'portal_session', value: '1', domain, path: '/', sameSite: 'Strict' },
  ];
}
