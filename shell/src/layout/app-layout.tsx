/** Header, sidebar and the open page; every signed-in route renders inside it. */
import { Box } from '@chakra-ui/react/box';
import { Flex } from '@chakra-ui/react/flex';
import { Outlet } from 'react-router-dom';
import { Header } from '../features/header/components/header';
import { LookupSubscription } from '../features/realtime/components/lookup-subscription';
import { WorkingPlacesReminder } from '../features/reminder/components/working-places-reminder';
import { Sidebar } from '../features/sidebar/components/sidebar';

export function AppLayout() {
  return (
    <Flex direction="column" minH="100vh">
      <Header />
      <Flex flex="1" direction={{ base: 'column', md: 'row' }}>
        <Sidebar />
        <Box as="main" flex="1" minW="0" p={{ base: '4', md: '6' }}>
          <Outlet />
        </Box>
      </Flex>
      <WorkingPlacesReminder />
      <LookupSubscription />
    </Flex>
  );
}
