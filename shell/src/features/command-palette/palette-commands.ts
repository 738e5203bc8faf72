/**
 * What the command palette offers without searching (issue 32): every page the signed-in user
 * may open, from the same access rules as the menu (sidebarEntries), and "New timesheet entry"
 * for those who log time. A project found by title or job number joins them as the user types.
 */
import { type AccessSubject, canLogTime, canSeeProjects, routeAccess, sidebarEntries } from '@portal/shared/access';

export type PaletteGroup = 'Pages' | 'Actions' | 'Projects';

export type PaletteCommand = {
  /** Unique among the commands shown: the combobox's value. */
  value: string;
  label: string;
  group: PaletteGroup;
  /** Where choosing it goes. */
  to: string;
};

/** The timesheet opens its new-entry dialog when asked with this (mf-timesheet's timesheet page). */
export const NEW_TIMESHEET_ENTRY_PATH = '/timesheet?new=1';

export function paletteCommands(subject: AccessSubject): PaletteCommand[] {
  const pages = sidebarEntries(subject).flatMap((entry) =>
    entry.children
      ? entry.children.map((child) => ({ label: `${entry.label}: ${child.label}`, path: child.path }))
      : [{ label: entry.label, path: entry.path }],
  );
  const commands: PaletteCommand[] = pages.map(({ label, path }) => ({ value: `page:${path}`, label, group: 'Pages', to: path }));
  if (canLogTime(subject) && routeAccess('/timesheet', subject).kind === 'allow') {
    commands.push({ value: 'action:new-timesheet-entry', label: 'New timesheet entry', group: 'Actions', to: NEW_TIMESHEET_ENTRY_PATH });
  }
  return commands;
}

/** The commands whose label holds every word typed, ignoring case; all of them for no text. */
export function matchingCommands(commands: readonly PaletteCommand[], text: string): PaletteCommand[] {
  const words = text.toLowerCase().split(/\s+/).filter(Boolean);
  return commands.filter((command) => words.every((word) => command.label.toLowerCase().includes(word)));
}

/** Whether the palette searches projects for this user: the projects area's own rule. */
export const searchesProjects = canSeeProjects;
