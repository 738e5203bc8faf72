/** The three 30-day cards: WIP, pending and completed projects against the 30 days before. */
import { Card } from '@chakra-ui/react/card';
import { SimpleGrid } from '@chakra-ui/react/simple-grid';
import { Stat } from '@chakra-ui/react/stat';
import type { ProjectStats } from '@portal/shared';
import { percentChange } from '../percent-change';

const CARDS = [
  { label: 'WIP', current: 'wip', past: 'wipPast' },
  { label: 'Pending', current: 'pending', past: 'pendingPast' },
  { label: 'Completed', current: 'completed', past: 'completedPast' },
] as const;

/** Without `stats` (still loading) the cards are drawn at their loaded size, so the page does not move when the figures arrive. */
export function OverviewCards({ stats }: { stats?: ProjectStats }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 3 }} gap="4" aria-busy={!stats}>
      {CARDS.map(({ label, current, past }) => (
        <Card.Root key={label} data-testid={stats ? `overview-${current}` : undefined}>
          <Card.Body>
            <Stat.Root>
              <Stat.Label>{label}</Stat.Label>
              {stats ? (
                <StatFigures now={stats[current]} before={stats[past]} />
              ) : (
                <>
                  <Stat.ValueText color="fg.subtle">–</Stat.ValueText>
                  <Stat.HelpText as="dd" mb="0">
                    Loading…
                  </Stat.HelpText>
                </>
              )}
            </Stat.Root>
          </Card.Body>
        </Card.Root>
      ))}
    </SimpleGrid>
  );
}

function StatFigures({ now, before }: { now: number; before: number }) {
  const change = percentChange(now, before);
  return (
    <>
      <Stat.ValueText data-testid="current">{now}</Stat.ValueText>
      {/* A dd, not Chakra's span: a description list holds only dt and dd. */}
      <Stat.HelpText as="dd" mb="0">
        {change !== 0 && (change > 0 ? <Stat.UpIndicator /> : <Stat.DownIndicator />)}
        <span data-testid="change">{`${change > 0 ? '+' : ''}${change}%`}</span>
        {' · past 30 days: '}
        <span data-testid="past">{before}</span>
      </Stat.HelpText>
    </>
  );
}
