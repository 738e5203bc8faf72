/** An approver's queue: the entries waiting for their decision. */
import { Text } from '@chakra-ui/react/text';
import type { HomeApproval } from '@portal/shared';
import { formatCost, formatDate } from '@portal/shared/format';
import { HomeCard } from './home-card';

export function ApprovalCard({ approval }: { approval: HomeApproval }) {
  const { pending } = approval;
  return (
    <HomeCard
      id="approval"
      title="Waiting for my approval"
      action={{ to: '/approval', label: pending > 0 ? 'Decide them' : 'Open approval' }}
    >
      <Text fontSize="2xl" fontWeight="semibold" data-testid="home-approval-pending">
        {pending === 1 ? '1 entry' : `${pending} entries`}
      </Text>
      {pending > 0 ? (
        <Text fontSize="sm" color="fg.muted" data-testid="home-approval-detail">
          {formatCost(approval.hours)} h, the oldest from {formatDate(approval.oldest_date)}
        </Text>
      ) : (
        <Text fontSize="sm" color="fg.muted">
          Nothing waits for your decision.
        </Text>
      )}
    </HomeCard>
  );
}
