/**
 * Whether the last session of this page ended because the API refused it (a 401), so that
 * /login can say "Your session has expired." and say nothing on a plain visit or after a logout
 * the user chose. Kept here rather than in the navigation's state: the session guard
 * (RequireSession) sends the page to /login on its own as soon as the session is cleared, and
 * its navigation may land after the expiry listener's.
 */
let expired = false;

export function noteSessionExpired(): void {
  expired = true;
}

export function sessionHasExpired(): boolean {
  return expired;
}

/** A new sign-in: the expiry is old news. */
export function forgetSessionExpired(): void {
  expired = false;
}
