/**
 * Whether no dialog is open on the page, followed as dialogs open and close (issue 32: the
 * working-places reminder must not open over a form the user is filling). Dialogs of every area
 * are Chakra dialogs, marked role="dialog" or "alertdialog" with data-state="open".
 */
import { useEffect, useState } from 'react';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

export const isAnyDialogOpen = () => document.querySelector(OPEN_DIALOG) !== null;

/** `watching` false stops following the page (nothing to wait for). */
export function useNoDialogOpen(watching: boolean): boolean {
  const [none, setNone] = useState(() => !isAnyDialogOpen());
  useEffect(() => {
    if (!watching) return;
    setNone(!isAnyDialogOpen());
    const observer = new MutationObserver(() => setNone(!isAnyDialogOpen()));
    observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
    return () => observer.disconnect();
  }, [watching]);
  return none;
}
