/** A finance user's purchase orders that no invoice was issued for, by project (the project's page issues it). */
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { Home } from '@portal/shared';
import { formatCost, truncate } from '@portal/shared/format';
import { HomeCard, ProjectLink } from './home-card';

const TITLE_MAX = 50;

export function OrdersCard({ orders }: { orders: NonNullable<Home['orders']> }) {
  return (
    <HomeCard id="orders" title="Orders without invoices">
      <Text fontSize="2xl" fontWeight="semibold" data-testid="home-orders-total">
        {orders.total === 1 ? '1 order' : `${orders.total} orders`}
      </Text>
      {orders.projects.length === 0 ? (
        <Text color="fg.muted">Every order of your projects is invoiced.</Text>
      ) : (
        <Stack as="ul" gap="2" listStyleType="none" aria-label="Orders without invoices">
          {orders.projects.map((project) => (
            <HStack as="li" key={project.project_id} justify="space-between" align="start" gap="3" data-testid="home-order">
              <ProjectLink id={project.project_id} title={truncate(project.project_title, TITLE_MAX)} />
              <Text fontSize="sm" color="fg.muted" textAlign="end" flexShrink={0}>
                {project.orders} · {formatCost(project.value)} EURO
              </Text>
            </HStack>
          ))}
        </Stack>
      )}
    </HomeCard>
  );
}
