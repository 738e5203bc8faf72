/**
 * /user-working-places (document 3): where people work on which days, from today to one month
 * ahead by default (changes sent 300 ms after the last one), paged. Developers add places for
 * days picked on a calendar, change the place of their own entries and remove them; project
 * managers see everyone's with a user filter and column, change nothing, and export
 * working-places.csv. The removal's toast offers Undo (issue 32): the same place on the same day,
 * added again through the same call and server rules as a new one.
 */
import { useState } from 'react';
import { Button } from '@chakra-ui/react/button';
import { Flex } from '@chakra-ui/react/flex';
import { Stack } from '@chakra-ui/react/stack';
import {
  type NewWorkingPlacesPayload,
  notifySuccess,
  PAGE_HEADINGS,
  PageHeading,
  reportApiError,
  useMyAccess,
  type WorkingPlace,
} from '@portal/shared';
import { isDeveloper, isFullProjectManager } from '@portal/shared/access';
import { downloadCsv } from '@portal/shared/csv';
import { useConfirmation } from '@portal/shared/dialogs';
import { formatDate } from '@portal/shared/format';
import { type Column, PaginatedTable } from '@portal/shared/lists';
import { useDebouncedValue } from '../features/list-filters/use-debounced-value';
import { useDeleteWorkingPlace } from '../features/working-places/api/delete-working-place';
import { useSaveWorkingPlace } from '../features/working-places/api/save-working-place';
import { getAllWorkingPlaces } from '../features/working-places/api/get-all-working-places';
import { useWorkingPlaces } from '../features/working-places/api/get-working-places';
import { WorkingPlaceForm } from '../features/working-places/components/working-place-form';
import { WorkingPlacesFiltersPanel } from '../features/working-places/components/working-places-filters';
import {
  defaultWorkingPlacesFilters,
  WORKING_PLACE_MESSAGES,
  WORKING_PLACES_CSV_FILE,
  workingPlaceLabel,
  type WorkingPlacesFilters,
} from '../features/working-places/working-place-rules';
import { workingPlacesCsv } from '../features/working-places/working-places-csv';

type Editing = { placeId?: number } | null;

export function WorkingPlacesPage() {
  const access = useMyAccess();
  const developer = isDeveloper(access);
  const manager = isFullProjectManager(access);
  const [filters, setFilters] = useState<WorkingPlacesFilters>(defaultWorkingPlacesFilters);
  const settled = useDebouncedValue(filters);
  const list = useWorkingPlaces(settled);
  const [editing, setEditing] = useState<Editing>(null);
  const [exporting, setExporting] = useState(false);
  const deletePlace = useDeleteWorkingPlace();
  const savePlace = useSaveWorkingPlace();
  const { confirm, dialog } = useConfirmation();

  const restore = async (place: WorkingPlace, workingPlace: NewWorkingPlacesPayload['working_place']) => {
    try {
      await savePlace({ working_place: workingPlace, manual_dates: [place.manual_date] });
      notifySuccess(WORKING_PLACE_MESSAGES.restored);
    } catch (error) {
      await reportApiError(error);
    }
  };

  const remove = (place: WorkingPlace) =>
    confirm(async () => {
      try {
        await deletePlace(place.id);
        const { working_place: workingPlace } = place;
        // A Holiday (3) is no longer offered for new entries, so it cannot be added back.
        notifySuccess(
          WORKING_PLACE_MESSAGES.deleted,
          workingPlace === 3 ? undefined : { label: 'Undo', onAction: () => void restore(place, workingPlace) },
        );
      } catch (error) {
        await reportApiError(error);
      }
    });

  const exportCsv = async () => {
    setExporting(true);
    try {
      downloadCsv(workingPlacesCsv(await getAllWorkingPlaces(settled)), WORKING_PLACES_CSV_FILE);
    } catch (error) {
      await reportApiError(error);
    } finally {
      setExporting(false);
    }
  };

  const columns: (Column<WorkingPlace> | false)[] = [
    { key: 'manual_date', header: 'Date', cell: (place) => formatDate(place.manual_date) },
    manager && { key: 'user', header: 'User' },
    { key: 'working_place', header: 'Working place', cell: (place) => workingPlaceLabel(place.working_place) },
  ];

  return (
    <Stack gap="5">
      <Flex gap="3" align="center" wrap="wrap" justify="space-between">
        <PageHeading>{PAGE_HEADINGS['/user-working-places']}</PageHeading>
        {developer && (
          <Button colorPalette="blue" onClick={() => setEditing({})}>
            Add working places
          </Button>
        )}
        {manager && (
          <Button variant="outline" loading={exporting} disabled={list.total === 0} onClick={() => void exportCsv()}>
            Export to CSV
          </Button>
        )}
      </Flex>
      <WorkingPlacesFiltersPanel value={filters} onChange={setFilters} withUser={manager} />
      <PaginatedTable
        label="Working places"
        list={list}
        rowKey={(place) => place.id}
        rowLabel={(place) => formatDate(place.manual_date)}
        columns={columns.filter((column) => column !== false)}
        emptyMessage="No working places in these dates."
        rowActions={(place) =>
          developer && place.editable
            ? [
                { label: 'Edit', onSelect: () => setEditing({ placeId: place.id }) },
                { label: 'Remove', danger: true, onSelect: () => remove(place) },
              ]
            : []
        }
      />
      <WorkingPlaceForm open={editing !== null} onClose={() => setEditing(null)} placeId={editing?.placeId} />
      {dialog}
    </Stack>
  );
}
