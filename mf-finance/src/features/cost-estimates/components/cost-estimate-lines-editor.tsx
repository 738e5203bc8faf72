/**
 * The lines of the cost estimate form: one row per line, "Add line", and the estimate's
 * value computed live from what is typed (estimate-value.ts). Without lines it says what the
 * form needs before it can be saved; past what the API stores (issue 29: MAX_LINES lines, a
 * value its column cannot hold) it says so and adds no further line. While an order of the
 * estimate has a standing invoice (`locked`) the API refuses new lines, so it shows them read-only
 * under the sentence the API answers with.
 */
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useForm, useFormState } from 'react-final-form';
import { COST_ESTIMATE_LINES_LOCKED_MESSAGE } from '@portal/shared/contract';
import type { FieldOption } from '@portal/shared/fields';
import { formatMoney } from '../../finance-panel/money';
import { type CostEstimateFormValues, newLineKey, NO_LINES_MESSAGE } from '../cost-estimate-form-values';
import { estimateBoundsErrors, MAX_LINES } from '../estimate-bounds';
import { estimateValue } from '../estimate-value';
import { ITEM_TYPE } from '../item-types';
import { CostEstimateLineRow } from './cost-estimate-line-row';

type Props = {
  itemTypes: readonly FieldOption<number>[];
  activities: readonly FieldOption<number>[];
  rateOf: (activityId?: number) => string | undefined;
  locked?: boolean;
};

export function CostEstimateLinesEditor({ itemTypes, activities, rateOf, locked = false }: Props) {
  const form = useForm<CostEstimateFormValues>();
  const { values } = useFormState<CostEstimateFormValues>({ subscription: { values: true } });
  const lines = values.lines ?? [];
  const priced = lines.map((line) => (line.item_type_id === ITEM_TYPE.hour ? { ...line, unit_cost: rateOf(line.activity_type_id) } : line));
  const bounds = estimateBoundsErrors(priced);
  return (
    <Stack gap="3" as="section" aria-label="Lines">
      <Text fontWeight="semibold">Lines</Text>
      {locked && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{COST_ESTIMATE_LINES_LOCKED_MESSAGE}</Alert.Title>
        </Alert.Root>
      )}
      {lines.length === 0 && (
        <Alert.Root status="info">
          <Alert.Indicator />
          <Alert.Title>{NO_LINES_MESSAGE}</Alert.Title>
        </Alert.Root>
      )}
      {lines.map((line, index) => (
        <CostEstimateLineRow
          key={line.key}
          index={index}
          line={line}
          itemTypes={itemTypes}
          activities={activities}
          rateOf={rateOf}
          locked={locked}
          onRemove={() =>
            form.change(
              'lines',
              lines.filter((other) => other.key !== line.key),
            )
          }
        />
      ))}
      {bounds.too_many_lines && (
        <Alert.Root status="error">
          <Alert.Indicator />
          <Alert.Title>{bounds.too_many_lines}</Alert.Title>
        </Alert.Root>
      )}
      <HStack justify="space-between" wrap="wrap" gap="3">
        {locked ? (
          <span />
        ) : (
          <Button
            variant="outline"
            size="sm"
            disabled={lines.length >= MAX_LINES}
            onClick={() => form.change('lines', [...lines, { key: newLineKey() }])}
          >
            Add line
          </Button>
        )}
        <Text fontWeight="semibold" aria-live="polite" data-testid="estimate-value" color={bounds.estimate_value ? 'fg.error' : undefined}>
          Estimate value: {bounds.estimate_value ?? formatMoney(estimateValue(priced))}
        </Text>
      </HStack>
    </Stack>
  );
}
