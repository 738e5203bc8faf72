/**
 * One line of the lines editor: details, type, then by type an activity (hour and piece lines;
 * an hour line's unit cost is the activity's rate, read-only), a quantity and unit cost, or a
 * discount percentage; its value as typed, or "The value is too large." when the API could not
 * store it (issue 29). `locked`: the estimate's lines cannot change, so every input is
 * read-only and the line cannot be removed.
 */
import { Box } from '@chakra-ui/react/box';
import { IconButton } from '@chakra-ui/react/button';
import { Grid } from '@chakra-ui/react/grid';
import { Text } from '@chakra-ui/react/text';
import { type FieldOption, NumberField, SelectField, TextInputField } from '@portal/shared/fields';
import { formatMoney } from '../../finance-panel/money';
import { fitsDigits, LINE_AMOUNT_DIGITS } from '../../finance-panel/money-bounds';
import { lineValueError } from '../estimate-bounds';
import { lineValue } from '../estimate-value';
import { ITEM_TYPE, UNIT_LABEL } from '../item-types';
import type { LineDraft } from '../cost-estimate-form-values';

const fitsLineAmount = fitsDigits(LINE_AMOUNT_DIGITS);

type Props = {
  index: number;
  line: LineDraft;
  itemTypes: readonly FieldOption<number>[];
  activities: readonly FieldOption<number>[];
  /** The rate of an activity, as the API stores it. */
  rateOf: (activityId?: number) => string | undefined;
  onRemove: () => void;
  locked?: boolean;
};

export function CostEstimateLineRow({ index, line, itemTypes, activities, rateOf, onRemove, locked = false }: Props) {
  const name = (field: keyof LineDraft) => `lines.${index}.${field}`;
  const type = line.item_type_id;
  const unit = type ? UNIT_LABEL[type] : undefined;
  const rate = type === ITEM_TYPE.hour ? rateOf(line.activity_type_id) : undefined;
  const priced = type === ITEM_TYPE.hour ? { ...line, unit_cost: rate } : line;
  const value = lineValue(priced);
  const valueError = lineValueError(priced);
  return (
    <Box as="fieldset" borderWidth="1px" borderRadius="md" p="3" aria-label={`Line ${index + 1}`}>
      <Grid templateColumns={{ base: '1fr', md: '2fr 1fr 1.5fr' }} gap="3" alignItems="start">
        <TextInputField name={name('details')} label="Details" required maxLength={1000} readOnly={locked} />
        <SelectField<number> name={name('item_type_id')} label="Type" required options={itemTypes} disabled={locked} />
        {type !== ITEM_TYPE.discount && (
          <SelectField<number> name={name('activity_type_id')} label="Activity" required options={activities} disabled={locked} />
        )}
      </Grid>
      <Grid templateColumns={{ base: '1fr', md: '1fr 1fr 1fr auto' }} gap="3" mt="3" alignItems="end">
        {type === ITEM_TYPE.discount ? (
          <NumberField name={name('discount')} label="Discount (percent)" required min={0} max={100} step={0.01} readOnly={locked} />
        ) : (
          <NumberField
            name={name('quantity')}
            label={unit ? `Quantity (${unit})` : 'Quantity'}
            required
            min={0}
            step={0.01}
            validate={fitsLineAmount}
            readOnly={locked}
          />
        )}
        {type === ITEM_TYPE.hour && (
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1.5">
              Unit cost (rate)
            </Text>
            <Text py="2" aria-label={`Line ${index + 1} unit cost`}>
              {rate === undefined ? '—' : formatMoney(rate)}
            </Text>
          </Box>
        )}
        {type === ITEM_TYPE.piece && (
          <NumberField
            name={name('unit_cost')}
            label="Unit cost"
            required
            min={0}
            step={0.01}
            validate={fitsLineAmount}
            readOnly={locked}
          />
        )}
        {type !== ITEM_TYPE.discount && (
          <Box>
            <Text fontSize="sm" fontWeight="medium" mb="1.5">
              Value
            </Text>
            <Text py="2" aria-label={`Line ${index + 1} value`} color={valueError ? 'fg.error' : undefined}>
              {valueError ?? (value === null ? '—' : formatMoney(value))}
            </Text>
          </Box>
        )}
        {!locked && (
          <IconButton aria-label={`Remove line ${index + 1}`} variant="ghost" colorPalette="red" onClick={onRemove}>
            ✕
          </IconButton>
        )}
      </Grid>
    </Box>
  );
}
