/** Columns that several tables declare alike. */
import { timestamp } from 'drizzle-orm/pg-core';

/** Read as PostgreSQL's text form, not a Date: see index.ts. */
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow();
