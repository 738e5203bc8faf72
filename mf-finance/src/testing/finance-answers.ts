/** Test data: what the API answers the cost estimate form's lookups for project 42. */
export const PROJECT_ID = 42;

export const LOOKUP_ANSWERS: Record<string, unknown> = {
  'cost-estimate-statuses': {
    data: [
      { id: 1, name: 'Approved' },
      { id: 2, name: 'Rejected' },
      { id: 3, name: 'Pending' },
    ],
  },
  'cost-estimate-item-types': {
    data: [
      { id: 1, name: 'Hour based', unit: 'hour' },
      { id: 2, name: 'Piece', unit: 'piece' },
      { id: 3, name: 'Percent discount', unit: 'percent' },
    ],
  },
  [`job-numbers/load-by-project/${PROJECT_ID}`]: {
    data: [
      { id: 5, name: 'JN-5' },
      { id: 6, name: 'JN-6' },
    ],
  },
  [`activity-types-by-project-user/${PROJECT_ID}`]: {
    data: [
      { id: 7, name: 'UX Design', rate: '45', usd_currency: false, disabled: false },
      { id: 8, name: 'Copywriting', rate: '30', usd_currency: false, disabled: false },
    ],
  },
  'client-units': { data: { paginatedClientUnits: [{ id: 1, name: 'Acme Retail SRL', legal_entity: 'Acme' }] }, totalResults: 1 },
  'idg-units': { data: { paginatedInfodesignUnits: [{ id: 2, name: 'Infodesign Bucharest', legal_entity: 'IDG' }] }, totalResults: 1 },
};
