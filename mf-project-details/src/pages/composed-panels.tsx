/**
 * The panels other areas expose for a project (document 2, section 2), each through AreaModule
 * with its own "unavailable" card and Retry, so one area being down leaves the rest working.
 * A slot the user's role never sees is not rendered at all, so its area is never loaded and,
 * when that area is down, no "unavailable" card stands for a panel the user would not have had.
 * The panels check the same rules themselves, for any other page that shows them.
 */
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { AreaModule, type ProjectDetail, useMyAccess } from '@portal/shared';
import { type AccessSubject, canSeeFinance, isLimitedPm } from '@portal/shared/access';

function PanelUnavailable({ area, onRetry }: { area: string; onRetry: () => void }) {
  return (
    <Card.Root role="alert" data-testid="area-unavailable" data-area={area}>
      <Card.Body gap="2">
        <Heading size="sm">{area} is unavailable</Heading>
        <Text color="fg.muted">This part of the page could not be loaded. The rest of the page still works; try again in a moment.</Text>
      </Card.Body>
      <Card.Footer>
        <Button onClick={onRetry} colorPalette="blue" size="sm">
          Retry
        </Button>
      </Card.Footer>
    </Card.Root>
  );
}

type ShownTo = (access: AccessSubject, project: ProjectDetail) => boolean;

const topLevel = (project: ProjectDetail) => project.parent_id === null;

/** The slots, in the order of document 2, section 2; each label names its "unavailable" card. */
const SLOTS = [
  { remote: 'mf_finance', module: './financial-summary-panel', label: 'Financial summary', shownTo: canSeeFinance },
  { remote: 'mf_finance', module: './cost-estimates-panel', label: 'Cost estimates', shownTo: canSeeFinance },
  {
    remote: 'mf_finance',
    module: './purchase-orders-panel',
    label: 'Purchase orders',
    shownTo: (access, project) => canSeeFinance(access) && topLevel(project),
  },
  {
    remote: 'mf_finance',
    module: './external-expenses-panel',
    label: 'External expenses',
    shownTo: (access, project) => canSeeFinance(access) && topLevel(project),
  },
  { remote: 'mf_timesheet', module: './project-timesheet-panel', label: 'Timesheet entries', shownTo: (access) => !isLimitedPm(access) },
] as const satisfies readonly { remote: string; module: string; label: string; shownTo: ShownTo }[];

export function ComposedPanels({ project }: { project: ProjectDetail }) {
  const access = useMyAccess();
  return SLOTS.filter((slot) => slot.shownTo(access, project)).map((slot) => (
    <AreaModule
      key={slot.module}
      remote={slot.remote}
      module={slot.module}
      label={slot.label}
      props={{ project }}
      renderFailure={(retry) => <PanelUnavailable area={slot.label} onRetry={retry} />}
    />
  ));
}
