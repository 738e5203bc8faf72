/** Where each user works on each day (the working-places calendar and its reminder). */
import { date, integer, pgTable, serial, smallint, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { users } from './users';

/** Where a user works on a day: 1 office, 2 home, 3 holiday (document 3). */
export const workingPlaces = pgTable(
  'working_places',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    manualDate: date('manual_date', { mode: 'string' }).notNull(),
    workingPlace: smallint('working_place').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('working_places_user_date_unique').on(t.userId, t.manualDate)],
);
