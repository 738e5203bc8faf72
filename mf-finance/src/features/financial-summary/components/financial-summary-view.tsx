/**
 * The financial summary (document 2, section 2): estimated (the approved estimates, as the
 * estimates panel lists them), invoiced (the standing invoices of the orders panel; issue 32),
 * development cost, external cost and profit = estimated - development cost - external cost, as
 * the API sums them; then the estimate items with their status icon (approved, rejected,
 * pending), the timesheet cost lines and the external expense lines. Every amount names its
 * currency (issue 32); external cost and profit are per currency, never added across them
 * (issue 29): "1,200.00 EURO · 300.00 USD".
 */
import { Box } from '@chakra-ui/react/box';
import { Grid } from '@chakra-ui/react/grid';
import { Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import type { CostEstimateItem, CurrencyAmount, ExternalExpenseCostLine, FinancialSummary, TimesheetCostLine } from '@portal/shared';
import { formatMoney, formatMoneyIn } from '../../finance-panel/money';
import { ITEM_TYPE } from '../../cost-estimates/item-types';
import { type SummaryColumn, SummaryLines } from './summary-lines';

const STATUS_ICON: Record<number, { icon: string; label: string; color: string }> = {
  1: { icon: '✔', label: 'Approved', color: 'fg.success' },
  2: { icon: '✖', label: 'Rejected', color: 'fg.error' },
};
const PENDING = { icon: '●', label: 'Pending', color: 'fg.warning' };

function StatusIcon({ statusId }: { statusId: number }) {
  const status = STATUS_ICON[statusId] ?? PENDING;
  return (
    <Text as="span" color={status.color} aria-label={status.label} title={status.label}>
      {status.icon}
    </Text>
  );
}

const itemColumns = (currency: string): SummaryColumn<CostEstimateItem>[] => [
  { header: 'Status', cell: (item) => <StatusIcon statusId={item.status_id} /> },
  { header: 'Activity', cell: (item) => item.activity_name ?? item.details },
  {
    header: 'Quantity',
    numeric: true,
    cell: (item) => (item.item_type_id === ITEM_TYPE.discount ? `${formatMoney(item.discount)} %` : formatMoney(item.quantity)),
  },
  { header: 'Unit cost', numeric: true, cell: (item) => (item.unit_cost === null ? '' : formatMoneyIn(item.unit_cost, currency)) },
];

const timesheetColumns = (currency: string): SummaryColumn<TimesheetCostLine>[] => [
  { header: 'Activity', cell: (line) => line.activity_name },
  { header: 'Hours', numeric: true, cell: (line) => formatMoney(line.hours) },
  { header: 'Unit cost', numeric: true, cell: (line) => formatMoneyIn(line.unit_cost, currency) },
  { header: 'Cost', numeric: true, cell: (line) => formatMoneyIn(line.cost, currency) },
];

const EXPENSE_COLUMNS: SummaryColumn<ExternalExpenseCostLine>[] = [
  { header: 'Category', cell: (line) => line.category_title ?? '—' },
  { header: 'Description', cell: (line) => line.description ?? '' },
  { header: 'Value', numeric: true, cell: (line) => formatMoneyIn(line.value, line.currency) },
];

/** One amount per currency, "1,200.00 EURO · 300.00 USD"; 0.00 in the agency's currency when there is none. */
const inCurrencies = (amounts: CurrencyAmount[], currency: string) =>
  amounts.length === 0 ? formatMoneyIn('0', currency) : amounts.map((amount) => formatMoneyIn(amount.value, amount.currency)).join(' · ');

type FigureProps = { label: string; hint?: string; value: string; emphasis?: boolean };

function Figure({ label, hint, value, emphasis = false }: FigureProps) {
  return (
    <Box borderWidth="1px" borderRadius="md" p="3">
      <Text fontSize="sm" color="fg.muted">
        {label}
        {hint && (
          <Text as="span" fontSize="xs">
            {' '}
            ({hint})
          </Text>
        )}
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

export function FinancialSummaryView({ summary }: { summary: FinancialSummary }) {
  const { currency } = summary;
  return (
    <Stack gap="5">
      <Grid templateColumns="repeat(auto-fit, minmax(11rem, 1fr))" gap="3">
        <Figure label="Estimated" hint="approved estimates" value={formatMoneyIn(summary.estimate_cost, currency)} />
        <Figure label="Invoiced" hint="standing invoices" value={formatMoneyIn(summary.invoiced, currency)} />
        <Figure label="Development cost" value={formatMoneyIn(summary.development_cost, currency)} />
        <Figure label="External cost" value={inCurrencies(summary.external_cost, currency)} />
        <Figure label="Profit" value={inCurrencies(summary.profit, currency)} emphasis />
      </Grid>
      <SummaryLines title="Estimate items" rows={summary.cost_estimate_items} columns={itemColumns(currency)} />
      <SummaryLines title="Timesheet cost" rows={summary.timesheet_lines} columns={timesheetColumns(currency)} />
      <SummaryLines
        title="External expenses"
        label="External expense lines"
        rows={summary.external_expense_lines}
        columns={EXPENSE_COLUMNS}
      />
    </Stack>
  );
}
