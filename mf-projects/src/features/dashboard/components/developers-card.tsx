/** An IT user's developers: who is active, who leads, and who cannot log time for want of an activity type. */
import { Text } from '@chakra-ui/react/text';
import type { HomeDevelopers } from '@portal/shared';
import { HomeCard } from './home-card';

export function DevelopersCard({ developers }: { developers: HomeDevelopers }) {
  const bare = developers.without_activity_types;
  return (
    <HomeCard id="developers" title="Developers" action={{ to: '/config/developers', label: 'Manage developers' }}>
      <Text fontSize="2xl" fontWeight="semibold" data-testid="home-developers-active">
        {developers.active} active
      </Text>
      <Text fontSize="sm" color="fg.muted" data-testid="home-developers-detail">
        {developers.team_leads} team leads · {developers.disabled} inactive
      </Text>
      <Text fontSize="sm" color={bare > 0 ? 'fg.error' : 'fg.muted'} data-testid="home-developers-bare">
        {bare === 0
          ? 'Every active developer has an activity type.'
          : `${bare === 1 ? '1 developer has' : `${bare} developers have`} no activity type and cannot log time.`}
      </Text>
    </HomeCard>
  );
}
