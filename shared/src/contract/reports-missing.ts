/**
 * The missing POs, CEs and resource hours reports (document 3, sections 2, 3 and 7): the
 * projects that lack purchase orders for their approved estimates, any cost estimate, or any
 * assigned resource; a page of them and their counts per PM, client PM and project type.
 */
import type { IsoDate } from './common';

export type MissingSection = 'po' | 'ce' | 'resource-hours';

/** What the report's filters send; '' or absent means any; `pm` 1000 is every PM. Dates only for po and resource-hours. */
export type ReportsMissingQuery = {
  section: MissingSection;
  clientId?: string;
  brandId?: string;
  projectStatusId?: string;
  clientPM?: string;
  type?: string;
  pm?: string;
  title?: string;
  jn?: string;
  startDate?: IsoDate;
  endDate?: IsoDate;
  page?: number;
  resPerPage?: number;
};

export type MissingReportRow = {
  project_id: number;
  project_job_number: string | null;
  project_title: string;
  project_status_name: string;
  project_type_name: string;
  brand_name: string;
  client_pm_name: string | null;
  idg_pm_name: string | null;
  /** The approved estimates without a purchase order (po only), decimal text. */
  value: string | null;
  created_at: IsoDate;
};

/** How many projects (and, for POs, how much) per PM, client PM or project type. */
export type MissingGroup = { name: string; projects: number; value: string | null };

export type ReportsMissingResponse = {
  data: MissingReportRow[];
  total: number;
  last_page: number;
  by_pm: MissingGroup[];
  by_client_pm: MissingGroup[];
  by_type: MissingGroup[];
};
