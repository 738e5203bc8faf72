/**
 * The lines of the cost estimate form: one row per line, "Add line", and the estimate's
 * value computed live from what is typed (estimate-value.ts). Without lines it says what the
 * form needs before it can be saved.
 */
import { Alert } from '@chakra-ui/react/alert';
import { Button } from '@chakra-ui/react/button';
import { HStack, Stack } from '@chakra-ui/react/stack';
import { Text } from '@chakra-ui/react/text';
import { useForm, useFormState } from 'react-final-form';
import type { FieldOption } from '@portal/shared/fields';
import { formatMoney } from '../../finance-panel/money';
import { type CostEstimateFormValues, newLineKey, NO_LINES_MESSAGE } from '../cost-estimate-form-values';
import { estimateValue } from '../estimate-value';
import { ITEM_TYPE } from '../item-types';
import { CostEstimateLineRow } from './cost-estimate-line-row';

type Props = {
  itemTypes: readonly FieldOption<number>[];
  activities: readonly FieldOption<number>[];
  rateOf: (activityId?: number) => string | undefined;
};

export function CostEstimateLinesEditor({ itemTypes, activities, rateOf }: Props) {
  const form = useForm<CostEstimateFormValues>();
  const { values } = useFormState<CostEstimateFormValues>({ subscription: { values: true } });
  const lines = values.lines ?? [];
  const priced = lines.map((line) => (line.item_type_id === ITEM_TYPE.hour ? { ...line, unit_cost: rateOf(line.activity_type_id) } : line));
  return (
    <Stack gap="3" as="section" aria-label="Lines">
      <Text fontWeight="semibold">Lines</Text>
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
          onRemove={() =>
            form.change(
              'lines',
              lines.filter((other) => other.key !== line.key),
            )
          }
        />
      ))}
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Button variant="outline" size="sm" onClick={() => form.change('lines', [...lines, { key: newLineKey() }])}>
          Add line
        </Button>
        <Text fontWeight="semibold" aria-live="polite" data-testid="estimate-value">
          Estimate value: {formatMoney(estimateValue(priced))}
        </Text>
      </HStack>
    </Stack>
  );
}
