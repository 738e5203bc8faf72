/**
 * An entry's approval state (documents 2 and 3): approved, rejected or waiting, with the
 * approver's feedback as a tooltip (focusable, so keyboard users reach it too).
 */
import { Badge } from '@chakra-ui/react/badge';
import { Portal } from '@chakra-ui/react/portal';
import { Tooltip } from '@chakra-ui/react/tooltip';
import type { TimesheetEntry } from '@portal/shared';
import { APPROVAL_LABELS } from '../timesheet-csv';

const PALETTE = { 0: 'gray', 1: 'green', 2: 'red' } as const;

export function ApprovalState({ entry }: { entry: Pick<TimesheetEntry, 'approval_state' | 'approve_feedback'> }) {
  const badge = (
    <Badge colorPalette={PALETTE[entry.approval_state]} variant="subtle">
      {APPROVAL_LABELS[entry.approval_state]}
    </Badge>
  );
  if (!entry.approve_feedback) return badge;
  return (
    <Tooltip.Root openDelay={200}>
      <Tooltip.Trigger asChild>
        <span tabIndex={0} aria-label={`${APPROVAL_LABELS[entry.approval_state]}: ${entry.approve_feedback}`}>
          {badge}
        </span>
      </Tooltip.Trigger>
      <Portal>
        <Tooltip.Positioner>
          <Tooltip.Content>{entry.approve_feedback}</Tooltip.Content>
        </Tooltip.Positioner>
      </Portal>
    </Tooltip.Root>
  );
}
