/** working-places.csv with the portal's writer (@portal/shared/csv): date, user, working place. */
import type { WorkingPlace } from '@portal/shared';
import { type CsvColumn, csvFile } from '@portal/shared/csv';
import { formatDate } from '@portal/shared/format';
import { workingPlaceLabel } from './working-place-rules';

const COLUMNS: CsvColumn<WorkingPlace>[] = [
  { label: 'Date', value: (p) => formatDate(p.manual_date) },
  { label: 'User', value: (p) => p.user },
  { label: 'Working place', value: (p) => workingPlaceLabel(p.working_place) },
];

export function workingPlacesCsv(places: readonly WorkingPlace[]): string {
  return csvFile(places, COLUMNS);
}
