/**
 * Adding working places (a place and one or more days from the calendar) or changing the place
 * of one entry, whose date is then shown read-only. Saving keeps the modal open with the
 * server's messages when it fails.
 */
import { Text } from '@chakra-ui/react/text';
import { DateTime } from 'luxon';
import { type IsoDate, type OfferedWorkingPlace, type WorkingPlaceValue } from '@portal/shared';
import { FormModal } from '@portal/shared/dialogs';
import { FieldFrame, SelectField } from '@portal/shared/fields';
import { formatDate } from '@portal/shared/format';
import { useSelectedDays } from '../api/get-selected-days';
import { useWorkingPlace } from '../api/get-working-place';
import { useSaveWorkingPlace } from '../api/save-working-place';
import { calendarDays, WORKING_PLACE_MESSAGES, WORKING_PLACE_OPTIONS } from '../working-place-rules';
import { WorkingDaysField } from './working-days-field';

type Values = { working_place: OfferedWorkingPlace; manual_dates: IsoDate[] };

/** A Holiday entry (3) is shown but not offered: its place has to be chosen again. */
const offered = (place: WorkingPlaceValue | undefined): OfferedWorkingPlace | undefined => (place === 3 ? undefined : place);

type Props = { open: boolean; onClose: () => void; placeId?: number };

export function WorkingPlaceForm({ open, onClose, placeId }: Props) {
  const editing = placeId !== undefined;
  const place = useWorkingPlace(open ? placeId : undefined);
  const taken = useSelectedDays(open && !editing);
  const save = useSaveWorkingPlace();
  const loading = editing ? !place.data : !taken.data;
  const days = calendarDays(DateTime.local(), taken.data?.data ?? []);

  return (
    <FormModal<Values>
      open={open}
      onClose={onClose}
      title={editing ? 'Edit working place' : 'Add working places'}
      loading={open && loading}
      initialValues={editing ? { working_place: offered(place.data?.data.working_place) } : { manual_dates: [] }}
      successMessage={WORKING_PLACE_MESSAGES.saved}
      onSubmit={(values) =>
        editing
          ? save({ working_place: values.working_place }, placeId)
          : save({ working_place: values.working_place, manual_dates: values.manual_dates })
      }
    >
      <SelectField<number> name="working_place" label="Working place" required options={WORKING_PLACE_OPTIONS} />
      {editing ? (
        <FieldFrame label="Date" readOnly>
          <Text>{formatDate(place.data?.data.manual_date ?? '')}</Text>
        </FieldFrame>
      ) : (
        <WorkingDaysField name="manual_dates" label="Dates" days={days} />
      )}
    </FormModal>
  );
}
