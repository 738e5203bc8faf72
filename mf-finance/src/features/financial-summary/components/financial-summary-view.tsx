/**
 * The financial summary (document 2, section 2): profit = estimate cost - development cost -
 * external cost, as the API sums them, then the estimate items with their status icon
 * (approved, rejected, pending), the timesheet cost lines and the external expense lines.
 */
import type { ReactNode } from 'react';
import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Heading } from '@chakra-ui/react/heading';
import { Stack } from '@chakra-ui/react/stack';
import { Table } from '@chakra-ui/react/table';
import { Text } from '@chakra-ui/react/text';
import type { CostEstimateItem, FinancialSummary } from '@portal/shared';
import { formatMoney, formatMoneyIn } from '../../finance-panel/money';

const STATUS_ICON: Record<number, { icon: string; label: string; color: string }> = {
  1: { icon: '✔', label: 'Approved', color: 'fg.success' },
  2: { icon: '✖', label: 'Rejected', color: 'fg.error' },
};
const PENDING = { icon: '●', label: 'Pending', color: 'fg.warning' };

export function estimateItemStatus(item: Pick<CostEstimateItem, 'status_id'>) {
  return STATUS_ICON[item.status_id] ?? PENDING;
}

function Figure({ label, value, emphasis = false }: { label: string; value: string; emphasis?: boolean }) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <Text
        fontSize={emphasis ? 'xl' : 'lg'}
        fontWeight="semibold"
        color={emphasis && value.startsWith('-') ? 'fg.error' : undefined}
        data-testid={`summary-${label.toLowerCase().replace(/ /g, '-')}`}
      >
        {value}
      </Text>
    </Box>
  );
}

function Section({ title, empty, children }: { title: string; empty: boolean; children: ReactNode }) {
  return (
    <Stack gap="2" as="section" aria-label={title}>
      <Heading as="h3" size="sm">
        {title}
      </Heading>
      {empty ? (
        <Text color="fg.muted" fontSize="sm">
          None yet.
        </Text>
      ) : (
        <Box overflowX="auto">{children}</Box>
      )}
    </Stack>
  );
}

export function FinancialSummaryView({ summary }: { summary: FinancialSummary }) {
  return (
    <Stack gap="5">
      <Grid templateColumns={{ base: '1fr 1fr', md: 'repeat(4, 1fr)' }} gap="3">
        <Figure label="Estimate cost" value={formatMoney(summary.estimate_cost)} />
        <Figure label="Development cost" value={formatMoney(summary.development_cost)} />
        <Figure label="External cost" value={formatMoney(summary.external_cost)} />
        <Figure label="Profit" value={formatMoney(summary.profit)} emphasis />
      </Grid>

      <Section title="Estimate items" empty={summary.cost_estimate_items.length === 0}>
        <Table.Root size="sm" aria-label="Estimate items">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Status</Table.ColumnHeader>
              <Table.ColumnHeader>Activity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Quantity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Unit cost</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {summary.cost_estimate_items.map((item, index) => {
              const status = estimateItemStatus(item);
              return (
                <Table.Row key={`${item.cost_estimate_id}-${index}`}>
                  <Table.Cell>
                    <Text as="span" color={status.color} aria-label={status.label} title={status.label}>
                      {status.icon}
                    </Text>
                  </Table.Cell>
                  <Table.Cell>{item.activity_name ?? item.details}</Table.Cell>
                  <Table.Cell textAlign="end">
                    {item.item_type_id === 3 ? `${formatMoney(item.discount)} %` : formatMoney(item.quantity)}
                  </Table.Cell>
                  <Table.Cell textAlign="end">{formatMoney(item.unit_cost)}</Table.Cell>
                </Table.Row>
              );
            })}
          </Table.Body>
        </Table.Root>
      </Section>

      <Section title="Timesheet cost" empty={summary.timesheet_lines.length === 0}>
        <Table.Root size="sm" aria-label="Timesheet cost">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Activity</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Hours</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Unit cost</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Cost</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {summary.timesheet_lines.map((line) => (
              <Table.Row key={`${line.activity_name}-${line.unit_cost}`}>
                <Table.Cell>{line.activity_name}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(line.hours)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(line.unit_cost)}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoney(line.cost)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Section>

      <Section title="External expenses" empty={summary.external_expense_lines.length === 0}>
        <Table.Root size="sm" aria-label="External expense lines">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>Category</Table.ColumnHeader>
              <Table.ColumnHeader>Description</Table.ColumnHeader>
              <Table.ColumnHeader textAlign="end">Value</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {summary.external_expense_lines.map((line) => (
              <Table.Row key={line.id}>
                <Table.Cell>{line.category_title ?? '—'}</Table.Cell>
                <Table.Cell>{line.description ?? ''}</Table.Cell>
                <Table.Cell textAlign="end">{formatMoneyIn(line.value, line.currency)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </Section>
    </Stack>
  );
}
