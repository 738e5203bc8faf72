/**
 * The Details of a developer's row: their missing days, and CLOSE. The days read DD.MM.YYYY as
 * every date of the portal does (document 3 writes "DD MMM YYYY" here; issue 32,
 * docs/spec-deviations.md).
 */
import { Button } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Box } from '@chakra-ui/react/box';
import { Portal } from '@chakra-ui/react/portal';
import type { MissingTimesheetRow } from '@portal/shared';
import { formatDate } from '@portal/shared/format';

export function MissingDaysDialog({ row, onClose }: { row: MissingTimesheetRow | null; onClose: () => void }) {
  return (
    <Dialog.Root open={row !== null} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>Missing days of {row?.user_name}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Box as="ul" aria-label="Missing days" ps="5" listStyleType="disc">
                {row?.missing_days.map((day) => (
                  <Box as="li" key={day}>
                    {formatDate(day)}
                  </Box>
                ))}
              </Box>
            </Dialog.Body>
            <Dialog.Footer>
              <Button onClick={onClose}>CLOSE</Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
