/**
 * The API's schemas (TypeBox): what every call takes and answers. The API validates and
 * serializes with them and publishes them as OpenAPI; the portal uses only their types, through
 * `@portal/shared/contract`, so no schema code reaches a browser bundle.
 */
export * from './parts';
export * from './brands';
export * from './config';
export * from './session';
export * from './auth';
export * from './profile';
export * from './realtime';
export * from './finance';
export * from './projects';
export * from './project-details';
export * from './dashboard';
export * from './project-history';
export * from './reports';
export * from './timesheet';
export * from './timesheet-timer';
export * from './approval';
export * from './working-places';
export * from './home';
export * from './saved-views';
