/**
 * "/": the personal home. First the cards of the user's role (their week, what waits for their
 * approval, their deadlines, budget burn and uninvoiced orders, or the developers an IT user
 * administers), each linking to the page that resolves it; then, for users who see projects,
 * the 30-day project overview and what changed lately on their projects. Limited PMs never get
 * here (shell guard). A project saved from the header's form shows at once: useSaveProject
 * reloads the cards and the changes.
 */
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { ErrorState, LoadingState, PAGE_HEADINGS, PageHeading, useMyAccess } from '@portal/shared';
import { canSeeProjects } from '@portal/shared/access';
import { useHome } from '../features/dashboard/api/get-home';
import { useHomeFeed } from '../features/dashboard/api/get-home-feed';
import { useProjectsStats } from '../features/dashboard/api/get-projects-stats';
import { ChangeFeed } from '../features/dashboard/components/change-feed';
import { HomeCards } from '../features/dashboard/components/home-cards';
import { OverviewCards } from '../features/dashboard/components/overview-cards';

export function DashboardPage() {
  const seesProjects = canSeeProjects(useMyAccess());
  const home = useHome();
  return (
    <Stack gap="8">
      <PageHeading>{PAGE_HEADINGS['/']}</PageHeading>
      <Stack as="section" gap="3" aria-labelledby="for-you-heading" aria-busy={!home.data && !home.error}>
        <Heading as="h2" size="md" id="for-you-heading">
          For you
        </Heading>
        {home.error ? (
          <ErrorState message="Your cards could not be loaded." onRetry={() => void home.mutate()} />
        ) : home.data ? (
          <HomeCards home={home.data.data} />
        ) : (
          <LoadingState label="Loading your cards…" />
        )}
      </Stack>
      {seesProjects && <ProjectSections />}
    </Stack>
  );
}

/** The overview and the changes: projects' news, for users who see projects (not IT users). */
function ProjectSections() {
  const stats = useProjectsStats();
  const feed = useHomeFeed();
  return (
    <>
      <Stack as="section" gap="3" aria-labelledby="activity-heading">
        <Heading as="h2" size="md" id="activity-heading">
          Recent changes
        </Heading>
        {feed.error ? (
          <ErrorState message="The recent changes could not be loaded." onRetry={() => void feed.mutate()} />
        ) : feed.data ? (
          <ChangeFeed events={feed.data.data} />
        ) : (
          <LoadingState />
        )}
      </Stack>
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
    </>
  );
}
