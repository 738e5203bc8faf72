/**
 * The cards of the personal home, those of the user's role (the API answers the others null):
 * the week (developers), the approval queue (approvers), deadlines (everyone who sees projects),
 * budget burn and uninvoiced orders (finance users), the developers (IT users).
 */
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { EmptyState, type Home } from '@portal/shared';
import { ApprovalCard } from './approval-card';
import { BudgetCard } from './budget-card';
import { DeadlinesCard } from './deadlines-card';
import { DevelopersCard } from './developers-card';
import { OrdersCard } from './orders-card';
import { WeekCard } from './week-card';

export function HomeCards({ home }: { home: Home }) {
  const cards = [
    home.week && <WeekCard key="week" week={home.week} />,
    home.approval && <ApprovalCard key="approval" approval={home.approval} />,
    home.deadlines && <DeadlinesCard key="deadlines" deadlines={home.deadlines} />,
    home.budget && <BudgetCard key="budget" budget={home.budget} />,
    home.orders && <OrdersCard key="orders" orders={home.orders} />,
    home.developers && <DevelopersCard key="developers" developers={home.developers} />,
  ].filter(Boolean);
  if (cards.length === 0) return <EmptyState>Nothing needs you right now.</EmptyState>;
  return (
    <SimpleGrid columns={{ base: 1, md: 2, xl: 3 }} gap="4" alignItems="start">
      {cards}
    </SimpleGrid>
  );
}
