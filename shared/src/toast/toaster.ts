/**
 * The portal's one toaster. The shell renders it once; every area raises toasts through
 * these helpers, so placement and the 3000 ms lifetime (document 1, section 8) are the same everywhere.
 */
import { createToaster } from '@chakra-ui/react/toast';

export const TOAST_DURATION_MS = 3000;
export const GENERIC_ERROR = 'An error occurred, please try again later.';

export const toaster = createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true });

export function notifySuccess(title: string): void {
  toaster.create({ type: 'success', title });
}

export function notifyError(title: string): void {
  toaster.create({ type: 'error', title });
}
