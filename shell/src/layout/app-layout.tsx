/**
 * Header, sidebar and the open page; every signed-in route renders inside it. Each region has
 * its own error boundary, so a throw in the header leaves the menu and the page working; its Try
 * again loads the answers again, in case the region threw on one. A skip
 * link, the first stop of the keyboard, jumps over the header and the menu to the page.
 */
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { SkipNavLink } from '@chakra-ui/react/skip-nav';
import { Suspense, useDeferredValue } from 'react';
import { Outlet } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { LoadingState } from '@portal/shared';
import { useForgetAnswers } from '@portal/shared/data';
import { CommandPalette } from '../features/command-palette/components/command-palette';
import { RegionErrorBoundary } from '../features/errors/components/error-boundary';
import { Header } from '../features/header/components/header';
import { LookupSubscription } from '../features/realtime/components/lookup-subscription';
import { WorkingPlacesReminder } from '../features/reminder/components/working-places-reminder';
import { Sidebar } from '../features/sidebar/components/sidebar';

// Every call of the signed-in pages goes through SWR; the sign-in pages never load it.
const SWR_OPTIONS = { shouldRetryOnError: false, revalidateOnFocus: true };

const MAIN_CONTENT_ID = 'main-content';

export function AppLayout() {
  // The page renders after the frame, in a transition of its own: frame and page in one commit
  // were one long task on a phone.
  const pageShown = useDeferredValue(true, false);
  const forgetAnswers = useForgetAnswers();
  return (
    // Load failures show in place (each screen's error state); mutations toast their own errors.
    <SWRConfig value={SWR_OPTIONS}>
      <Flex direction="column" minH="100vh">
        <SkipNavLink id={MAIN_CONTENT_ID}>Skip to main content</SkipNavLink>
        <RegionErrorBoundary region="Header" beforeRetry={forgetAnswers}>
          <Header search={<CommandPalette />} />
        </RegionErrorBoundary>
        <Flex flex="1" direction={{ base: 'column', md: 'row' }}>
          <RegionErrorBoundary region="Menu" beforeRetry={forgetAnswers}>
            <Sidebar />
          </RegionErrorBoundary>
          <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} outline="none" flex="1" minW="0" p={{ base: '4', md: '6' }}>
            <RegionErrorBoundary region="Page" beforeRetry={forgetAnswers}>
              {/* Whatever in a page suspends without a boundary of its own keeps the header and the menu on screen. */}
              <Suspense fallback={<LoadingState />}>{pageShown ? <Outlet /> : <LoadingState />}</Suspense>
            </RegionErrorBoundary>
          </Box>
        </Flex>
        <WorkingPlacesReminder />
        <LookupSubscription />
      </Flex>
    </SWRConfig>
  );
}
