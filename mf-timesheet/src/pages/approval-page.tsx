/**
 * /approval (document 3): Entries for Approval. The pending entries the user may decide,
 * filtered by dates (1 January to today by default), project and user, with changes sent
 * 300 ms after the last one. Each row is approved or rejected (rejecting asks for feedback);
 * selected rows are decided together. Decided entries leave the list, also when another
 * approver decides them (real-time channel). Entries in the period lock say "Locked" and offer
 * no decision.
 */
import { useEffect, useRef, useState } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { formatDate } from '@portal/shared/format';
import { notifySuccess, PAGE_HEADINGS, PageHeading, reportApiError, type TimesheetEntry } from '@portal/shared';
import { type Column, PaginatedTable } from '@portal/shared/lists';
import { useDecideEntries } from '../features/approval/api/decide-entries';
import { useDecideEntry } from '../features/approval/api/decide-entry';
import { useEntriesForApproval } from '../features/approval/api/get-entries-for-approval';
import { APPROVAL_MESSAGES, type ApprovalFilters, defaultApprovalFilters } from '../features/approval/approval-filters';
import { ApprovalFiltersPanel } from '../features/approval/components/approval-filters-panel';
import { RejectModal } from '../features/approval/components/reject-modal';
import { SelectionCheckbox } from '../features/approval/components/selection-checkbox';
import { useDebouncedValue } from '../features/list-filters/use-debounced-value';
import { entryColumns } from '../features/timesheet-entries/components/entry-columns';

type Decision = { ids: readonly number[]; mass: boolean };

const entryName = (entry: TimesheetEntry) => `${entry.user_name}, ${formatDate(entry.manual_date)}, ${entry.project_title}`;

export function ApprovalPage() {
  const [filters, setFilters] = useState<ApprovalFilters>(defaultApprovalFilters);
  const list = useEntriesForApproval(useDebouncedValue(filters));
  const [selected, setSelected] = useState<ReadonlySet<number>>(new Set());
  // A row's own Reject decides that entry alone; Reject selected decides the selection in one call.
  const [rejecting, setRejecting] = useState<Decision | null>(null);
  const [busy, setBusy] = useState(false);
  const decideEntry = useDecideEntry();
  const decideEntries = useDecideEntries();

  // Only rows still on screen count as selected: a decided entry leaves the selection with the list.
  const onScreen = new Set(list.rows.filter((row) => !row.locked).map((row) => row.id));
  const chosen = [...selected].filter((id) => onScreen.has(id));
  const toggle = (id: number, checked: boolean) =>
    setSelected((current) => {
      const next = new Set(current);
      if (checked) next.add(id);
      else next.delete(id);
      return next;
    });

  // After a decision the decided row leaves: focus stays where the user was, on the row that
  // took its place (issue 32), instead of falling back to the page's start.
  const table = useRef<HTMLDivElement>(null);
  const [refocus, setRefocus] = useState<{ row: number; decided: readonly number[] } | null>(null);
  useEffect(() => {
    const box = table.current;
    if (refocus === null || busy || !box) return;
    // The table draws its new rows a moment later (a deferred render): wait until the decided
    // rows have left the page, then focus the Approve button now at the decided row's place.
    const decidedShown = () => refocus.decided.some((id) => box.querySelector(`button[data-decision="approve"][data-entry="${id}"]`));
    const focusInPlace = () => {
      const buttons = [...box.querySelectorAll<HTMLButtonElement>('button[data-decision="approve"]:not(:disabled)')];
      (buttons[Math.min(refocus.row, buttons.length - 1)] ?? box.querySelector<HTMLElement>('button:not(:disabled)'))?.focus();
      setRefocus(null);
    };
    if (!decidedShown()) return focusInPlace();
    const observer = new MutationObserver(() => !decidedShown() && (observer.disconnect(), focusInPlace()));
    observer.observe(box, { childList: true, subtree: true });
    return () => observer.disconnect();
  }, [refocus, busy]);

  const approve = async ({ ids, mass }: Decision) => {
    setBusy(true);
    try {
      if (mass) await decideEntries({ teIds: [...ids], decision: 1, feedbackApprove: null });
      else await decideEntry({ teId: ids[0], decision: 1, feedbackApprove: null });
      setRefocus({
        row: mass
          ? 0
          : Math.max(
              0,
              list.rows.findIndex((row) => row.id === ids[0]),
            ),
        decided: ids,
      });
      notifySuccess(mass ? APPROVAL_MESSAGES.massApproved : APPROVAL_MESSAGES.approved);
    } catch (error) {
      await reportApiError(error);
    } finally {
      setBusy(false);
    }
  };

  const reject = (feedback: string) =>
    rejecting?.mass
      ? decideEntries({ teIds: [...rejecting.ids], decision: 2, feedbackApprove: feedback })
      : decideEntry({ teId: rejecting?.ids[0] ?? 0, decision: 2, feedbackApprove: feedback });

  const columns: Column<TimesheetEntry>[] = [
    {
      key: 'selected',
      header: 'Select',
      phone: 'lead',
      cell: (entry) => (
        <SelectionCheckbox
          disabled={entry.locked}
          checked={selected.has(entry.id) && !entry.locked}
          onChange={(checked) => toggle(entry.id, checked)}
          label={`Select ${entryName(entry)}`}
        />
      ),
    },
    ...entryColumns({ withDate: true, withDeveloper: true }).filter((column) => column.key !== 'approval'),
    {
      key: 'decision',
      header: 'Decision',
      phone: 'footer',
      cell: (entry) =>
        entry.locked ? (
          <Text textStyle="sm" color="fg.muted">
            Locked: no decision
          </Text>
        ) : (
          <HStack gap="1">
            <Button
              size="xs"
              colorPalette="green"
              variant="subtle"
              disabled={busy}
              data-decision="approve"
              data-entry={entry.id}
              onClick={() => void approve({ ids: [entry.id], mass: false })}
              aria-label={`Approve ${entryName(entry)}`}
            >
              Approve
            </Button>
            <Button
              size="xs"
              colorPalette="red"
              variant="subtle"
              disabled={busy}
              onClick={() => setRejecting({ ids: [entry.id], mass: false })}
              aria-label={`Reject ${entryName(entry)}`}
            >
              Reject
            </Button>
          </HStack>
        ),
    },
  ];

  return (
    <Stack gap="5">
      <PageHeading>{PAGE_HEADINGS['/approval']}</PageHeading>
      <ApprovalFiltersPanel value={filters} onChange={setFilters} />
      <Box ref={table}>
        <PaginatedTable
          label="Entries for approval"
          list={list}
          rowKey={(entry) => entry.id}
          columns={columns}
          emptyMessage="No entries are waiting for your approval."
          toolbar={
            <Flex gap="2" wrap="wrap">
              <Button size="sm" variant="outline" disabled={onScreen.size === 0} onClick={() => setSelected(new Set(onScreen))}>
                Select all
              </Button>
              <Button size="sm" variant="outline" disabled={chosen.length === 0} onClick={() => setSelected(new Set())}>
                Unselect all
              </Button>
              <Button
                size="sm"
                colorPalette="green"
                disabled={chosen.length === 0 || busy}
                onClick={() => void approve({ ids: chosen, mass: true })}
              >
                Approve selected
              </Button>
              <Button
                size="sm"
                colorPalette="red"
                disabled={chosen.length === 0 || busy}
                onClick={() => setRejecting({ ids: chosen, mass: true })}
              >
                Reject selected
              </Button>
            </Flex>
          }
        />
      </Box>
      <RejectModal
        count={rejecting?.ids.length ?? 0}
        onClose={() => setRejecting(null)}
        onReject={reject}
        successMessage={rejecting?.mass ? APPROVAL_MESSAGES.massRejected : APPROVAL_MESSAGES.rejected}
      />
    </Stack>
  );
}
