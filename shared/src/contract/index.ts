/** The API contract: request and answer types of every call, used by the portal and by the reference API. */
export * from './common';
export * from './session';
export * from './dashboard';
export * from './realtime';
export * from './projects';
export * from './config';
export * from './purchase-orders';
export * from './external-expenses';
export * from './cost-estimates';
export * from './timesheet';
export * from './approval';
export * from './working-places';
export * from './project-details';
export * from './reports-income';
export * from './reports-timesheet';
export * from './reports-missing-timesheet';
export * from './reports-missing';
