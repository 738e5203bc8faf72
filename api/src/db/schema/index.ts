/**
 * The database schema (PostgreSQL dialect, also run on PGlite), one module per area. Drizzle
 * (src/db/client.ts) and drizzle-kit read this barrel; drizzle-kit generates the SQL migrations
 * in api/drizzle from it: after a change run `npx drizzle-kit generate` in api/ and commit the
 * new migration. An area module imports the tables it references from their own module, never
 * from this barrel, so the modules form no cycle.
 *
 * Dates are read as strings (YYYY-MM-DD, and PostgreSQL's text form for timestamps) because
 * the API answers in those forms and the tests run PGlite in another JavaScript realm, where
 * `instanceof Date` would not hold.
 */
export * from './users';
export * from './clients';
export * from './projects';
export * from './activity';
export * from './working-places';
export * from './config';
export * from './resources';
export * from './timesheet';
export * from './timesheet-timers';
export * from './saved-views';
export * from './timesheet-sums';
export * from './finance';
export * from './invoicing';
export * from './audit';
export * from './idempotency';
export * from './two-factor';
export * from './login-throttles';
export * from './rate-limits';
