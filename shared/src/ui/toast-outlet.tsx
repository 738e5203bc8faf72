/** Where toasts show: PortalToaster loads this with the first toast. */
import type { MouseEvent } from 'react';
import { Link } from '@chakra-ui/react/link';
import { Portal } from '@chakra-ui/react/portal';
import { Stack } from '@chakra-ui/react/stack';
import { Toast, Toaster } from '@chakra-ui/react/toast';
import { toastStore } from '../toast/toast-store';
import type { ToastLink } from '../toast/toaster';

/** A plain click moves inside the portal and closes the toast; a modified click is the browser's (a new tab). */
function followInPortal(event: MouseEvent<HTMLAnchorElement>, link: ToastLink, toastId: string) {
  if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  event.preventDefault();
  link.navigate(link.href);
  toastStore.dismiss(toastId);
}

export function ToastOutlet() {
  return (
    <Portal>
      <Toaster toaster={toastStore} insetInline={{ mdDown: '4' }}>
        {(toast) => {
          const link = (toast.meta as { link?: ToastLink } | undefined)?.link;
          return (
            <Toast.Root width={{ md: 'sm' }} data-testid="toast" data-type={toast.type}>
              <Toast.Indicator />
              <Stack gap="1" flex="1" maxWidth="100%">
                {toast.title && <Toast.Title>{toast.title}</Toast.Title>}
                {toast.description && <Toast.Description>{toast.description}</Toast.Description>}
              </Stack>
              {toast.action && <Toast.ActionTrigger>{toast.action.label}</Toast.ActionTrigger>}
              {link && (
                <Link href={link.href} fontWeight="semibold" onClick={(event) => followInPortal(event, link, toast.id!)}>
                  {link.label}
                </Link>
              )}
              <Toast.CloseTrigger />
            </Toast.Root>
          );
        }}
      </Toaster>
    </Portal>
  );
}
