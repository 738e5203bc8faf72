/** Test data: what the API answers the cost estimate form's lookups for project 42, as MSW answers. */
import type {
  ClientUnitsResponse,
  CostEstimate,
  CostEstimateItemTypesResponse,
  CostEstimateStatusesResponse,
  IdgUnitsResponse,
  ProjectActivityTypesResponse,
  ProjectJobNumbersResponse,
} from '@portal/shared';
import { answerGet } from '@portal/shared/testing';

export const PROJECT_ID = 42;

/** Project 42's approved cost estimate 8, not yet ordered; `overrides` set what a test needs. */
export const approvedEstimate = (overrides: Partial<CostEstimate> = {}): CostEstimate => ({
  id: 8,
  project_id: PROJECT_ID,
  value: '1500.00',
  status_id: 1,
  ce_status_name: 'Approved',
  job_numbers: [],
  client_unit_id: 2,
  client_unit_name: 'Hogarth Worldwide Bucharest',
  infodesign_unit_id: 1,
  idg_unit_name: 'Infodesign Bucharest',
  idg_pm_name: 'Paula Martin',
  created_at: '2026-09-01T10:00:00Z',
  po_emis: 0,
  partially_invoiced: false,
  not_invoiced: true,
  lines_locked: false,
  ...overrides,
});

const STATUSES: CostEstimateStatusesResponse = {
  data: [
    { id: 1, name: 'Approved' },
    { id: 2, name: 'Rejected' },
    { id: 3, name: 'Pending' },
  ],
};
const ITEM_TYPES: CostEstimateItemTypesResponse = {
  data: [
    { id: 1, name: 'Hour based', unit: 'hour' },
    { id: 2, name: 'Piece', unit: 'piece' },
    { id: 3, name: 'Percent discount', unit: 'percent' },
  ],
};
const JOB_NUMBERS: ProjectJobNumbersResponse = {
  data: [
    { id: 5, name: 'JN-5' },
    { id: 6, name: 'JN-6' },
  ],
};
const ACTIVITY_TYPES: ProjectActivityTypesResponse = {
  data: [
    { id: 7, name: 'UX Design', rate: '45', usd_currency: false, disabled: false },
    { id: 8, name: 'Copywriting', rate: '30', usd_currency: false, disabled: false },
  ],
};
const CLIENT_UNITS: ClientUnitsResponse = {
  data: { paginatedClientUnits: [{ id: 1, name: 'Acme Retail SRL', legal_entity: 'Acme' }] },
  totalResults: 1,
};
const IDG_UNITS: IdgUnitsResponse = {
  data: { paginatedInfodesignUnits: [{ id: 2, name: 'Infodesign Bucharest', legal_entity: 'IDG' }] },
  totalResults: 1,
};

/** The lookups as MSW answers. */
export function answerFinanceLookups(): void {
  answerGet<CostEstimateStatusesResponse>('cost-estimate-statuses', STATUSES);
  answerGet<CostEstimateItemTypesResponse>('cost-estimate-item-types', ITEM_TYPES);
  answerGet<ProjectJobNumbersResponse>(`job-numbers/load-by-project/${PROJECT_ID}`, JOB_NUMBERS);
  answerGet<ProjectActivityTypesResponse>(`activity-types-by-project-user/${PROJECT_ID}`, ACTIVITY_TYPES);
  answerGet<ClientUnitsResponse>('client-units', CLIENT_UNITS);
  answerGet<IdgUnitsResponse>('idg-units', IDG_UNITS);
}
