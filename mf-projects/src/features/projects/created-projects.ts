/**
 * The projects this tab created, newest first: the list shows them at its top until its filters
 * change, so a new project (Pending, which the default "Open" filter hides) is found where the
 * user looks for it (issue 32). Held in memory: the header's form and the list are one remote.
 */
import { create } from 'zustand';

const KEPT = 5;

export const useCreatedProjects = create<readonly number[]>()(() => []);

export function rememberCreatedProject(id: number): void {
  useCreatedProjects.setState((ids) => [id, ...ids.filter((kept) => kept !== id)].slice(0, KEPT), true);
}

/** The list's filters changed: it shows what they match, nothing more. */
export function forgetCreatedProjects(): void {
  useCreatedProjects.setState([], true);
}
