/**
 * The frame of every finance panel, whatever page shows it: a titled card that renders only
 * for whom the panel is meant (role 2, not a limited PM; purchase orders and external
 * expenses only on a project without a parent, document 2 section 2). The API refuses the
 * others anyway; hiding the panel spares them a 403.
 */
import type { ReactNode } from 'react';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { HStack } from '@chakra-ui/react/stack';
import { type ProjectDetail, useMyAccess } from '@portal/shared';
import { canSeeFinance } from '@portal/shared/access';

export type FinancePanelProps = {
  title: string;
  project: ProjectDetail;
  /** Shown only when the project has no parent (purchase orders, external expenses). */
  topLevelOnly?: boolean;
  /** Buttons beside the title, e.g. "New cost estimate". */
  actions?: ReactNode;
  children: ReactNode;
};

export function FinancePanel({ title, project, topLevelOnly = false, actions, children }: FinancePanelProps) {
  const access = useMyAccess();
  if (!canSeeFinance(access) || (topLevelOnly && project.parent_id !== null)) return null;
  return (
    <Card.Root as="section" aria-label={title} size="sm">
      <Card.Header>
        <HStack justify="space-between" gap="3" wrap="wrap">
          <Heading as="h2" size="md">
            {title}
          </Heading>
          {actions}
        </HStack>
      </Card.Header>
      <Card.Body>{children}</Card.Body>
    </Card.Root>
  );
}
