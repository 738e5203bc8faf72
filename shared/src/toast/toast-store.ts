/**
 * The toast store behind `notifySuccess` / `notifyError` (toaster.ts), in a chunk of its own:
 * Zag's toast machinery reaches the browser with the first toast, never on the sign-in page.
 */
import { createToaster } from '@chakra-ui/react/toast';
import { TOAST_DURATION_MS } from './toaster';

export const toastStore = createToaster({ placement: 'top-end', duration: TOAST_DURATION_MS, pauseOnPageIdle: true });
