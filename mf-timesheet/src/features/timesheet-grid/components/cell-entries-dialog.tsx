/**
 * The entries of one grid cell that holds several (issue 32): each with its hours, details and
 * state, and Edit where the entry can still change (the entry form opens on it).
 */
import { Button } from '@chakra-ui/react/button';
import { CloseButton } from '@chakra-ui/react/button';
import { Dialog } from '@chakra-ui/react/dialog';
import { Portal } from '@chakra-ui/react/portal';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { TimesheetEntry } from '@portal/shared';
import { formatHours } from '../../timesheet-week/week';

type Props = {
  title: string | undefined;
  entries: readonly TimesheetEntry[];
  onClose: () => void;
  onEdit: (entry: TimesheetEntry) => void;
};

export function CellEntriesDialog({ title, entries, onClose, onEdit }: Props) {
  return (
    <Dialog.Root open={title !== undefined} onOpenChange={(details) => !details.open && onClose()} lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack as="ul" gap="3" listStyleType="none">
                {entries.map((entry) => (
                  <HStack as="li" key={entry.id} justify="space-between" gap="3" borderBottomWidth="1px" pb="2">
                    <Stack gap="0">
                      <Text fontWeight="semibold">{formatHours(entry.hours)} h</Text>
                      <Text textStyle="sm" color="fg.muted">
                        {entry.details ?? 'No details'}
                        {entry.mjn ? ` · MJN ${entry.mjn}` : ''}
                      </Text>
                    </Stack>
                    {entry.editable && (
                      <Button
                        size="xs"
                        variant="outline"
                        onClick={() => onEdit(entry)}
                        aria-label={`Edit the entry of ${formatHours(entry.hours)} h`}
                      >
                        Edit
                      </Button>
                    )}
                  </HStack>
                ))}
              </Stack>
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="Close" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
