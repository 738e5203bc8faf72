/**
 * "/": the personal home. First the cards of the user's role (their week, what waits for their
 * approval, their deadlines, budget burn and uninvoiced orders, or the developers an IT user
 * administers), each linking to the page that resolves it; then, for users who see projects,
 * the recent changes on their projects and the 30-day project overview. Limited PMs never get
 * here (shell guard). A project saved from the header's form shows at once: useSaveProject
 * reloads the cards and the changes.
 *
 * A section is drawn once every section above it has its answer. The cards' height depends on
 * what they hold (titles that wrap, up to HOME_CARD_ROWS rows, the approval card only once
 * check-user-data has answered), and so does the feed's, so no placeholder can hold their
 * place: whatever is drawn below them moves when they arrive. The page's calls leave together
 * (preload-page-calls.ts, or this page's first render) and answer within tens of milliseconds
 * of each other, so the sections below wait no longer than that.
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

/** A call's answer is in: its data, or its error. */
const answered = (call: { data?: unknown; error?: unknown }) => call.data !== undefined || call.error !== undefined;

export function DashboardPage() {
  const seesProjects = canSeeProjects(useMyAccess());
  const home = useHome();
  return (
    <Stack gap="8">
      <PageHeading>{PAGE_HEADINGS['/']}</PageHeading>
      <Stack as="section" gap="3" aria-labelledby="for-you-heading" aria-busy={!answered(home)}>
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
      {seesProjects && <ProjectSections drawn={answered(home)} />}
    </Stack>
  );
}

/**
 * The changes and the overview: projects' news, for users who see projects (not IT users).
 * Mounted with the page, so their calls leave with the cards' even when they are not `drawn` yet.
 */
function ProjectSections({ drawn }: { drawn: boolean }) {
  const stats = useProjectsStats();
  const feed = useHomeFeed();
  if (!drawn) return null;
  return (
    <>
      <Stack as="section" gap="3" aria-labelledby="activity-heading" aria-busy={!answered(feed)}>
        <Heading as="h2" size="md" id="activity-heading">
          Recent changes
        </Heading>
        {feed.error ? (
          <ErrorState message="The recent changes could not be loaded." onRetry={() => void feed.mutate()} />
        ) : feed.data ? (
          <ChangeFeed events={feed.data.data} />
        ) : (
          <LoadingState label="Loading the recent changes…" />
        )}
      </Stack>
      {answered(feed) && (
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
      )}
    </>
  );
}
