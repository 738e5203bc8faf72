/**
 * The areas this browser's signed-in user has opened: at the next start-up the area of the
 * page they return to loads beside the session check when they opened it before (they may open
 * it, as far as the browser can know), and only after the check otherwise, so an area the route
 * rules refuse them is never fetched. Forgotten whenever the session changes hands.
 */
const OPENED_AREAS = 'portal_opened_areas';

export function openedAreas(): string[] {
  try {
    const remotes: unknown = JSON.parse(localStorage.getItem(OPENED_AREAS) ?? '[]');
    return Array.isArray(remotes) ? remotes.filter((remote): remote is string => typeof remote === 'string') : [];
  } catch {
    return [];
  }
}

export function rememberOpenedArea(remote: string): void {
  const remotes = openedAreas();
  if (!remotes.includes(remote)) localStorage.setItem(OPENED_AREAS, JSON.stringify([...remotes, remote]));
}

export function forgetOpenedAreas(): void {
  localStorage.removeItem(OPENED_AREAS);
}
