/**
 * Whether no dialog is open on the page, followed as dialogs open and close (issue 32: the
 * working-places reminder must not open over a form the user is filling). Dialogs of every area
 * are Chakra dialogs, marked role="dialog" or "alertdialog" with data-state="open".
 */
import { useSyncExternalStore } from 'react';

const OPEN_DIALOG = '[role="dialog"][data-state="open"], [role="alertdialog"][data-state="open"]';

const noDialogOpen = () => document.querySelector(OPEN_DIALOG) === null;

function followDialogs(onChange: () => void): () => void {
  const observer = new MutationObserver(onChange);
  observer.observe(document.body, { subtree: true, childList: true, attributes: true, attributeFilter: ['data-state'] });
  return () => observer.disconnect();
}

const followNothing = () => () => undefined;

/** `watching` false stops following the page (nothing to wait for). */
export function useNoDialogOpen(watching: boolean): boolean {
  return useSyncExternalStore(watching ? followDialogs : followNothing, noDialogOpen);
}
