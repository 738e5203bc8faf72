/**
 * The income report (document 3, sections 2, 3 and 7): the invoiced purchase orders of a
 * period. Amounts travel as decimal text ("1234.50"), summed by the database. The types are
 * those of the API's schemas (../schemas/reports.ts).
 */
import type { Static } from 'typebox';
import type {
  IncomeRowSchema,
  ReportsIncomeByMonthResponseSchema,
  ReportsIncomeQuerySchema,
  ReportsIncomeResponseSchema,
} from '../schemas/reports';
import type { QuerySent } from './reports-query';

/** What the report's filters send; '' or absent means any. */
export type ReportsIncomeQuery = QuerySent<Static<typeof ReportsIncomeQuerySchema>>;

export type IncomeRow = Static<typeof IncomeRowSchema>;

export type ReportsIncomeResponse = Static<typeof ReportsIncomeResponseSchema>;

/** Income per month of the period, "YYYY-MM" -> amount, months without income included as "0.00". */
export type ReportsIncomeByMonthResponse = Static<typeof ReportsIncomeByMonthResponseSchema>;
