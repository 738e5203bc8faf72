/**
 * External expenses of a project (document 2, sections 3, 5 and 7): money spent outside the
 * agency, with an optional document. Amounts travel as decimal text.
 */
import type { IsoDate } from './common';
import type { ExpenseCategory } from './config';

export const EXPENSE_CURRENCIES = ['USD', 'EURO'] as const;
export type ExpenseCurrency = (typeof EXPENSE_CURRENCIES)[number];

export type ExternalExpense = {
  id: number;
  project_id: number;
  code: string | null;
  init_date: IsoDate;
  author_id: number;
  author_name: string;
  /** Decimal text. */
  value: string;
  currency: ExpenseCurrency;
  category_id: number;
  category_title: string;
  description: string | null;
  /** The stored document's name, or null. */
  document: string | null;
  /** The name the document was uploaded under. */
  document_name: string | null;
  /** Download address (needs the bearer token), or null. */
  document_url: string | null;
};

/** GET external-expenses/{projectId}, newest first. */
export type ExternalExpensesResponse = { data: ExternalExpense[] };

/**
 * POST external-expenses[/{id}] (multipart): project_id, value, category_id, init_date,
 * author_id, currency required; code, description optional; `document` a file (PDF, image,
 * Office document, ZIP or text, at most 10 MB), kept when none is sent on an edit.
 */
export type ExternalExpenseFields = {
  project_id: number;
  value: string;
  category_id: number;
  init_date: IsoDate;
  author_id: number;
  currency: ExpenseCurrency;
  code?: string;
  description?: string;
};

/** GET list-all-categories: every expense category, by title. */
export type ListAllCategoriesResponse = { data: ExpenseCategory[] };
