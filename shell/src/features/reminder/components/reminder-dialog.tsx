/** The working places reminder itself (working-places-reminder.tsx decides when it shows). */
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { Text } from '@chakra-ui/react/text';
import { useNavigate } from 'react-router-dom';
import { REMINDER_TEXT } from './working-places-reminder';

export function ReminderDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  return (
    <Dialog.Root open={open} onOpenChange={(details) => !details.open && onClose()} role="alertdialog">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Working places</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{REMINDER_TEXT}</Text>
            </Dialog.Body>
            <Dialog.Footer>
              <Dialog.ActionTrigger asChild>
                <Button variant="outline">Later</Button>
              </Dialog.ActionTrigger>
              <Button
                colorPalette="blue"
                onClick={() => {
                  onClose();
                  void navigate('/user-working-places');
                }}
              >
                Set up working places
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
