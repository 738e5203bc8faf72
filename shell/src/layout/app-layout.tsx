/**
 * Header, sidebar and the open page; every signed-in route renders inside it. Each region has
 * its own error boundary, so a throw in the header leaves the menu and the page working.
 */
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { LoadingState } from '@portal/shared';
import { RegionErrorBoundary } from '../features/errors/components/error-boundary';
import { Header } from '../features/header/components/header';
import { LookupSubscription } from '../features/realtime/components/lookup-subscription';
import { WorkingPlacesReminder } from '../features/reminder/components/working-places-reminder';
import { Sidebar } from '../features/sidebar/components/sidebar';

export function AppLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <RegionErrorBoundary region="Header">
        <Header />
      </RegionErrorBoundary>
      <Flex flex="1" direction={{ base: 'column', md: 'row' }}>
        <RegionErrorBoundary region="Menu">
          <Sidebar />
        </RegionErrorBoundary>
        <Box as="main" flex="1" minW="0" p={{ base: '4', md: '6' }}>
          <RegionErrorBoundary region="Page">
            {/* A page that loads its code (the not-found page) keeps the header and the menu on screen meanwhile. */}
            <Suspense fallback={<LoadingState />}>
              <Outlet />
            </Suspense>
          </RegionErrorBoundary>
        </Box>
      </Flex>
      <WorkingPlacesReminder />
      <LookupSubscription />
    </Flex>
  );
}
