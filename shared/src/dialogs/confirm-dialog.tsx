/**
 * The confirmation asked before every deletion (document 3, section 5): "Are you sure?" /
 * "This action is irreversible", DELETE and cancel. While the action runs the dialog stays
 * open and DELETE shows it is busy; it closes once the action settles (the action reports
 * its own success or failure).
 */
import { type ReactElement, type ReactNode, useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';

export type ConfirmDialogProps = {
  open: boolean;
  onClose: () => void;
  onConfirm: () => Promise<unknown> | void;
  title?: string;
  message?: ReactNode;
  confirmLabel?: string;
  cancelLabel?: string;
};

export function ConfirmDialog({
  open,
  onClose,
  onConfirm,
  title = 'Are you sure?',
  message = 'This action is irreversible',
  confirmLabel = 'DELETE',
  cancelLabel = 'cancel',
}: ConfirmDialogProps) {
  const [busy, setBusy] = useState(false);
  const confirm = async () => {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
      onClose();
    }
  };
  return (
    <Dialog.Root role="alertdialog" open={open} onOpenChange={(details) => !details.open && !busy && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{message}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose} disabled={busy}>
                {cancelLabel}
              </Button>
              <Button colorPalette="red" onClick={() => void confirm()} loading={busy}>
                {confirmLabel}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

type Confirmation = {
  /** Asks first, then runs `action` once the user confirms. */
  confirm: (action: () => Promise<unknown> | void, options?: Omit<ConfirmDialogProps, 'open' | 'onClose' | 'onConfirm'>) => void;
  /** Render this once, anywhere in the page. */
  dialog: ReactElement;
};

/** One confirmation dialog for a whole page: `confirm(() => deleteThing(id))` from any row. */
export function useConfirmation(): Confirmation {
  const [pending, setPending] = useState<{
    action: () => Promise<unknown> | void;
    options?: Omit<ConfirmDialogProps, 'open' | 'onClose' | 'onConfirm'>;
  } | null>(null);
  return {
    confirm: (action, options) => setPending({ action, options }),
    dialog: (
      <ConfirmDialog {...pending?.options} open={pending !== null} onClose={() => setPending(null)} onConfirm={() => pending?.action()} />
    ),
  };
}
