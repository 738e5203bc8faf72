/**
 * External expenses of a project (document 2, sections 3, 5 and 7): money spent outside the
 * agency, with an optional document. Amounts travel as decimal text.
 */
import type { Static } from 'typebox';
import type {
  ExternalExpenseFieldsSchema,
  ExternalExpenseSchema,
  ExternalExpensesResponseSchema,
  ListAllCategoriesResponseSchema,
} from '../schemas/finance';

export const EXPENSE_CURRENCIES = ['USD', 'EURO'] as const;
export type ExpenseCurrency = (typeof EXPENSE_CURRENCIES)[number];

export type ExternalExpense = Static<typeof ExternalExpenseSchema>;

/** GET external-expenses/{projectId}, newest first. */
export type ExternalExpensesResponse = Static<typeof ExternalExpensesResponseSchema>;

/**
 * POST external-expenses[/{id}] (multipart): project_id, value, category_id, init_date,
 * author_id, currency required; code, description optional; `document` a file (PDF, image,
 * Office document, ZIP or text, at most 10 MB), kept when none is sent on an edit.
 */
export type ExternalExpenseFields = Static<typeof ExternalExpenseFieldsSchema>;

/** GET list-all-categories: every expense category, by title. */
export type ListAllCategoriesResponse = Static<typeof ListAllCategoriesResponseSchema>;
