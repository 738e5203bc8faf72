/**
 * The week's keyboard shortcuts, for the screen developers use every day: [ and ] move a week,
 * T returns to this week, N starts a new entry. Keys typed into a field or while a dialog is
 * open, and keys with Ctrl, Alt or Meta, are left alone.
 */
import { useEffect, useRef } from 'react';

export type WeekKeyActions = { previous: () => void; next: () => void; thisWeek: () => void; newEntry?: () => void };

export const WEEK_SHORTCUTS = { previous: '[', next: ']', thisWeek: 't', newEntry: 'n' } as const;

function typingOrInDialog(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  if (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName)) return true;
  return target.closest('[role="dialog"], [role="alertdialog"], [role="menu"], [role="listbox"]') !== null;
}

export function useWeekKeys(actions: WeekKeyActions): void {
  const latest = useRef(actions);
  useEffect(() => {
    latest.current = actions;
  });
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.altKey || event.metaKey || event.defaultPrevented || typingOrInDialog(event.target)) return;
      if (document.querySelector('[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]')) return;
      const { previous, next, thisWeek, newEntry } = latest.current;
      const action = {
        [WEEK_SHORTCUTS.previous]: previous,
        [WEEK_SHORTCUTS.next]: next,
        [WEEK_SHORTCUTS.thisWeek]: thisWeek,
        [WEEK_SHORTCUTS.newEntry]: newEntry,
      }[event.key.toLowerCase()];
      if (!action) return;
      event.preventDefault();
      action();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, []);
}
