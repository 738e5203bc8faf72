/**
 * /config/expenses-categories (document 3, section 2). After a deletion it says that an
 * expense category was deleted: the catalogue's "Activity type has been deleted." is a defect
 * the document itself points out (docs/spec-deviations.md).
 */
import { CONFIG_MESSAGES } from '@portal/shared';
import { CategoriesPage } from './categories-page';

export function ExpensesCategoriesPage() {
  return (
    <CategoriesPage
      kind="expenses-categories"
      title="Expense categories"
      noun="expense category"
      toasts={{ saved: CONFIG_MESSAGES.categorySaved, deleted: CONFIG_MESSAGES.expenseCategoryDeleted }}
    />
  );
}
