/**
 * The fields of the external expense form (document 2, section 5): category, date, value, currency
 * and author required. A value the API's column cannot hold is "The value is too large."; disabled
 * users are not offered as the author, except the one an edited expense already has (issue 29).
 */
import { useMemo } from 'react';
import { Text } from '@chakra-ui/react/text';
import { composeValidators, EXPENSE_CURRENCIES, fileTooLarge, positiveAmount, useSessionStore } from '@portal/shared';
import { DateField } from '@portal/shared/date-field';
import { NumberField, SelectField, TextInputField, toOptions } from '@portal/shared/fields';
import { FileField } from '@portal/shared/file-field';
import { fitsDigits, VALUE_DIGITS } from '../../finance-panel/money-bounds';
import { useExpenseCategories } from '../api/get-expense-categories';

const CURRENCY_OPTIONS = EXPENSE_CURRENCIES.map((currency) => ({ value: currency, label: currency }));

/** Accepted documents, as the API checks them by content (project files' kinds). */
export const DOCUMENT_ACCEPT = '.pdf,.png,.jpg,.jpeg,.gif,.webp,.zip,.docx,.xlsx,.pptx,.doc,.xls,.ppt,.txt,.csv';

const validateValue = composeValidators(fitsDigits(VALUE_DIGITS), positiveAmount);

type Props = {
  currentDocument: string | null;
  /** The author an edited expense has, shown even when that user is disabled since. */
  keptAuthorId?: number;
};

export function ExternalExpenseFields({ currentDocument, keptAuthorId }: Props) {
  const categories = useExpenseCategories();
  const users = useSessionStore((state) => state.users);
  const authors = useMemo(() => toOptions(users.filter((user) => !user.disabled || user.id === keptAuthorId)), [users, keptAuthorId]);
  return (
    <>
      <SelectField
        name="category_id"
        label="Category"
        required
        disabled={!categories.data}
        placeholder={categories.error ? 'The categories could not be loaded' : 'Select…'}
        options={toOptions(categories.data?.data ?? [], (category) => category.title)}
      />
      <DateField name="init_date" label="Date" required />
      <NumberField name="value" label="Value" required min={0} step={0.01} validate={validateValue} />
      <SelectField name="currency" label="Currency" required options={CURRENCY_OPTIONS} />
      <SelectField name="author_id" label="Author" required options={authors} />
      <TextInputField name="code" label="Code" maxLength={100} />
      <TextInputField name="description" label="Description" rows={3} maxLength={2000} />
      <FileField name="document" label="Document" accept={DOCUMENT_ACCEPT} validate={fileTooLarge} />
      {currentDocument && (
        <Text fontSize="sm" color="fg.muted">
          Current document: {currentDocument} (a new file replaces it)
        </Text>
      )}
    </>
  );
}
