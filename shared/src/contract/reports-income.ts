/**
 * The income report (document 3, sections 2, 3 and 7): the invoiced purchase orders of a
 * period. Amounts travel as decimal text ("1234.50"), summed by the database.
 */
import type { IsoDate } from './common';

/** What the report's filters send; '' or absent means any. */
export type ReportsIncomeQuery = {
  startDate: IsoDate;
  endDate: IsoDate;
  projectTitle?: string;
  clientId?: string;
  clientPM?: string;
  idgPM?: string;
  hogarthPM?: string;
};

export type IncomeRow = {
  project_id: number;
  project_title: string;
  /** The purchase order's date. */
  date: IsoDate;
  po_number: string;
  client_unit_name: string;
  client_name: string;
  client_pm_name: string | null;
  value: string;
  invoice_id: number;
  /** The day the invoice was issued: the day the income counts in. */
  invoice_date: IsoDate;
  hash: string;
  /** Where the invoice opens (the deploy's invoicing site), in a new tab. */
  invoice_url: string;
};

export type ReportsIncomeResponse = { data: IncomeRow[]; total_income: string };

/** Income per month of the period, "YYYY-MM" -> amount, months without income included as "0.00". */
export type ReportsIncomeByMonthResponse = { data: Record<string, string> };
