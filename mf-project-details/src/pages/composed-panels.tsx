/**
 * The panels other areas expose for a project (document 2, section 2), each through AreaModule
 * with its own "unavailable" card and Retry, so one area being down leaves the rest working.
 * Each panel decides from the project and the session what to show (finance: full PMs only).
 */
import { Button } from '@chakra-ui/react/button';
import { Card } from '@chakra-ui/react/card';
import { Heading } from '@chakra-ui/react/heading';
import { Text } from '@chakra-ui/react/text';
import { AreaModule, type ProjectDetail } from '@portal/shared';

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

/** The slots, in the order of document 2, section 2; each label names its "unavailable" card. */
const SLOTS = [
  { remote: 'mf_finance', module: './financial-summary-panel', label: 'Financial summary' },
  { remote: 'mf_finance', module: './cost-estimates-panel', label: 'Cost estimates' },
  { remote: 'mf_finance', module: './purchase-orders-panel', label: 'Purchase orders' },
  { remote: 'mf_finance', module: './external-expenses-panel', label: 'External expenses' },
  { remote: 'mf_timesheet', module: './project-timesheet-panel', label: 'Timesheet entries' },
] as const;

export function ComposedPanels({ project }: { project: ProjectDetail }) {
  return SLOTS.map((slot) => (
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
