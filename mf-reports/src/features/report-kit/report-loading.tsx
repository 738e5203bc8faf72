/**
 * A report while its page's code loads: its title where the page draws it, so the user sees at
 * once which report is coming, and "Loading the report…" below.
 */
import { Stack } from '@chakra-ui/react/stack';
import { LoadingState } from '@portal/shared';
import { ReportTitle } from './report-title';

export function ReportLoading({ title }: { title?: string }) {
  return (
    <Stack gap="5">
      {title && <ReportTitle>{title}</ReportTitle>}
      <LoadingState label="Loading the report…" />
    </Stack>
  );
}
