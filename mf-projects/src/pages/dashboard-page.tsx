/**
 * "/": the 30-day project overview and the recent activity. Limited PMs never get here (shell
 * guard). A project saved from the header's form shows at once: useSaveProject reloads both.
 */
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { ErrorState, LoadingState, PAGE_HEADINGS, PageHeading } from '@portal/shared';
import { useActions } from '../features/dashboard/api/get-actions';
import { useProjectsStats } from '../features/dashboard/api/get-projects-stats';
import { ActivityFeed } from '../features/dashboard/components/activity-feed';
import { OverviewCards } from '../features/dashboard/components/overview-cards';

export function DashboardPage() {
  const stats = useProjectsStats();
  const actions = useActions();
  return (
    <Stack gap="8">
      <PageHeading>{PAGE_HEADINGS['/']}</PageHeading>
      <Stack as="section" gap="3" aria-labelledby="overview-heading">
        <Heading as="h2" size="md" id="overview-heading">
          Projects in the last 30 days
        </Heading>
        {stats.error ? (
          <ErrorState message="The overview could not be loaded." onRetry={() => void stats.mutate()} />
        ) : (
          <OverviewCards stats={stats.data?.data} />
        )}
      </Stack>
      <Stack as="section" gap="3" aria-labelledby="activity-heading">
        <Heading as="h2" size="md" id="activity-heading">
          Recent activity
        </Heading>
        {actions.error ? (
          <ErrorState message="The recent activity could not be loaded." onRetry={() => void actions.mutate()} />
        ) : actions.data ? (
          <ActivityFeed events={actions.data.data.events} />
        ) : (
          <LoadingState />
        )}
      </Stack>
    </Stack>
  );
}
