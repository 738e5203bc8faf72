/**
 * The project's timesheet entries (document 2), as the project details page shows them:
 * developer, date, activity, hours, flags and approval state (feedback as a tooltip); filters;
 * a page of 100 entries at a time, the total hours of all of them; "Export CSV" (every entry of
 * the filters) named after the project id for full PMs and team leads; role 1 adds entries
 * while the project is active and edits or removes their editable ones. Hidden for limited
 * PMs. Every save emits `project-changed` (part 'timesheet') for the other panels.
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Heading } from '@chakra-ui/react/heading';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { PROJECT_TIMESHEET_PAGE_SIZE, type ProjectPanelProps, reportApiError, type TimesheetEntry, useMyAccess } from '@portal/shared';
import { isLimitedPm } from '@portal/shared/access';
import { downloadCsv } from '@portal/shared/csv';
import { formatDate } from '@portal/shared/format';
import { DataTable, Pager } from '@portal/shared/lists';
import { getAllProjectTimesheetEntries, useProjectTimesheet } from '../features/project-timesheet/api/get-project-timesheet';
import { ProjectTimesheetFilters } from '../features/project-timesheet/components/project-timesheet-filters';
import { defaultPanelFilters, type PanelFilters } from '../features/project-timesheet/panel-filters';
import { entryColumns } from '../features/timesheet-entries/components/entry-columns';
import { TimesheetEntryFormOnDemand } from '../features/timesheet-entries/components/timesheet-entry-form-on-demand';
import { projectCsvFile, timesheetCsv } from '../features/timesheet-entries/timesheet-csv';
import { useRemoveEntry } from '../features/timesheet-entries/hooks/use-remove-entry';

const hours = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export function ProjectTimesheetPanel({ project }: ProjectPanelProps) {
  const access = useMyAccess();
  if (isLimitedPm(access)) return null;
  return <ProjectTimesheet projectId={project.id} />;
}

function ProjectTimesheet({ projectId }: { projectId: number }) {
  const [filters, setFilters] = useState<PanelFilters>(defaultPanelFilters);
  const [page, setPage] = useState(1);
  const entries = useProjectTimesheet(projectId, filters, page);
  const [exporting, setExporting] = useState(false);
  const [editing, setEditing] = useState<{ entryId?: number } | null>(null);
  const { entryActions, dialog } = useRemoveEntry();
  const answer = entries.data;
  const rows = answer?.data ?? [];
  const seesAll = answer?.sees_all ?? false;

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(timesheetCsv(await getAllProjectTimesheetEntries(projectId, filters)), projectCsvFile(projectId));
    } catch (error) {
      await reportApiError(error);
    } finally {
      setExporting(false);
    }
  };

  return (
    <Stack gap="3" as="section" aria-label="Timesheet entries">
      <Flex gap="3" align="center" justify="space-between" wrap="wrap">
        <HStack gap="3">
          <Heading as="h2" size="md">
            Timesheet entries
          </Heading>
          {answer && <Text color="fg.muted">{hours.format(answer.total_hours)} h</Text>}
        </HStack>
        <HStack gap="2">
          {answer?.can_add && (
            <Button size="sm" colorPalette="blue" onClick={() => setEditing({})}>
              Add entry
            </Button>
          )}
          {seesAll && (
            <Button size="sm" variant="outline" disabled={!answer?.totalResults} loading={exporting} onClick={() => void exportCsv()}>
              Export CSV
            </Button>
          )}
        </HStack>
      </Flex>
      <ProjectTimesheetFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setPage(1);
        }}
        seesAll={seesAll}
      />
      <DataTable<TimesheetEntry>
        label="Timesheet entries of the project"
        columns={entryColumns({ withProject: false, withDeveloper: seesAll, withDate: true })}
        rows={rows}
        rowKey={(entry) => entry.id}
        rowLabel={(entry) => `${formatDate(entry.manual_date)}, ${hours.format(entry.hours)} h`}
        rowActions={(entry) => entryActions(entry, () => setEditing({ entryId: entry.id }))}
        isLoading={!answer && !entries.error}
        isRefreshing={entries.isValidating}
        error={entries.error as unknown}
        errorMessage="The timesheet entries could not be loaded."
        onRetry={() => void entries.mutate()}
        emptyMessage="No timesheet entries in this period."
      />
      <Pager
        page={page}
        pageCount={Math.ceil((answer?.totalResults ?? 0) / PROJECT_TIMESHEET_PAGE_SIZE)}
        onPageChange={setPage}
        label="Pages of timesheet entries"
      />
      <TimesheetEntryFormOnDemand
        open={editing !== null}
        onClose={() => setEditing(null)}
        entryId={editing?.entryId}
        projectId={projectId}
      />
      {dialog}
    </Stack>
  );
}
