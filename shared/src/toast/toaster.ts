/**
 * The portal's one toaster. Every area raises toasts through these helpers, so placement and
 * the 3000 ms lifetime (document 1, section 8) are the same everywhere.
 *
 * The store and its outlet (PortalToaster) load with the first toast: on a first visit they
 * were the sign-in page's costliest start-up work (Zag's toast group watches the document).
 * A toast raised before the outlet mounts is not lost: the outlet reads the store's toasts when
 * it starts.
 */
import { create } from 'zustand';

export const TOAST_DURATION_MS = 3000;
/**
 * A toast that offers a link or an action stays longer: three seconds are too short to read it
 * and reach the link or the button (WCAG 2.2.1; issue 32, docs/spec-deviations.md). Hovering or
 * focusing it holds it too.
 */
export const TOAST_WITH_LINK_DURATION_MS = 10_000;
export const GENERIC_ERROR = 'An error occurred, please try again later.';

type ToastType = 'success' | 'error';

/**
 * A link a toast offers to what the action made ("View" on a new project). `navigate` is the
 * router's, from the caller: the outlet sits outside the router. The link keeps its address, so
 * a middle click or Ctrl-click still opens it in a new tab.
 */
export type ToastLink = { label: string; href: string; navigate: (href: string) => void };

/**
 * An action a toast offers on what was just done ("Undo" after a removal, issue 32). The toast
 * closes when it is pressed; `onAction` reports its own outcome (a toast of its own).
 */
export type ToastAction = { label: string; onAction: () => void };

/** What a success toast may offer besides its words: a link to what was made, or an action on it. */
export type ToastOffer = ToastLink | ToastAction;

const isLink = (offer: ToastOffer): offer is ToastLink => 'href' in offer;

const loadToastStore = () => import('./toast-store').then(({ toastStore }) => toastStore);

/** Whether any toast was raised yet: PortalToaster mounts the outlet from then on. */
export const useToastOutletNeeded = create<boolean>()(() => false);

function offered(offer: ToastOffer | undefined) {
  if (!offer) return {};
  const shown = isLink(offer) ? { meta: { link: offer } } : { action: { label: offer.label, onClick: offer.onAction } };
  return { ...shown, duration: TOAST_WITH_LINK_DURATION_MS };
}

function raise(type: ToastType, title: string, offer?: ToastOffer): void {
  useToastOutletNeeded.setState(true, true);
  // A chunk that cannot load cannot show its toast either; the page itself stays usable.
  loadToastStore()
    .then((store) => store.create({ type, title, ...offered(offer) }))
    .catch(() => undefined);
}

export function notifySuccess(title: string, offer?: ToastOffer): void {
  raise('success', title, offer);
}

export function notifyError(title: string): void {
  raise('error', title);
}

/** Closes every toast on screen (tests start from an empty outlet with it). */
export async function dismissAllToasts(): Promise<void> {
  (await loadToastStore()).remove();
}
