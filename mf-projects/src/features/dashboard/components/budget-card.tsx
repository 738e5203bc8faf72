/**
 * A finance user's budget burn: for their open projects closest to (or past) their budget, the
 * resources' hours against the hours logged and the approved estimates against the cost, in euro.
 */
import { Box } from '@chakra-ui/react/box';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { HomeBurn } from '@portal/shared';
import { formatCost, truncate } from '@portal/shared/format';
import { HomeCard, ProjectLink } from './home-card';

const TITLE_MAX = 50;
const over = (used: string, budget: string) => Number(budget) > 0 && Number(used) > Number(budget);

/** "0.00 EURO estimated" would read as a budget of nothing; a project without one says so. */
const hoursLine = ({ logged_hours, planned_hours }: HomeBurn) =>
  Number(planned_hours) > 0
    ? `${formatCost(logged_hours)} of ${formatCost(planned_hours)} h logged`
    : `${formatCost(logged_hours)} h logged, no resource hours planned`;
const costLine = ({ cost, estimate }: HomeBurn) =>
  Number(estimate) > 0
    ? `cost ${formatCost(cost)} EURO of ${formatCost(estimate)} EURO estimated`
    : `cost ${formatCost(cost)} EURO, no approved estimate`;

export function BudgetCard({ budget }: { budget: HomeBurn[] }) {
  return (
    <HomeCard id="budget" title="Budget burn">
      {budget.length === 0 ? (
        <Text color="fg.muted">None of your open projects has resources, hours or estimates yet.</Text>
      ) : (
        <Stack as="ul" gap="3" listStyleType="none" aria-label="Budget burn">
          {budget.map((burn) => (
            <Box as="li" key={burn.project_id} data-testid="home-burn">
              <ProjectLink id={burn.project_id} title={truncate(burn.project_title, TITLE_MAX)} />
              <Text
                fontSize="sm"
                color={over(burn.logged_hours, burn.planned_hours) ? 'fg.error' : 'fg.muted'}
                data-testid="home-burn-hours"
              >
                {hoursLine(burn)}
              </Text>
              <Text fontSize="sm" color={over(burn.cost, burn.estimate) ? 'fg.error' : 'fg.muted'} data-testid="home-burn-cost">
                {costLine(burn)}
              </Text>
            </Box>
          ))}
        </Stack>
      )}
    </HomeCard>
  );
}
