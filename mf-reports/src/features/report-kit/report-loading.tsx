/**
 * A report while its page's code loads: its title where the page draws it, so the user sees at
 * once which report is coming, and "Loading the report…" below.
 */
import { Stack } from '@chakra-ui/react/stack';
import { LoadingState, PageHeading } from '@portal/shared';

export function ReportLoading({ title }: { title?: string }) {
  return (
    <Stack gap="5">
      {title && <PageHeading>{title}</PageHeading>}
      <LoadingState label="Loading the report…" />
    </Stack>
  );
}
