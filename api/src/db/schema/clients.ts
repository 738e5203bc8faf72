/** Tables of the clients, their brands and the business units a brand belongs to. */
import { boolean, index, integer, pgTable, primaryKey, serial, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';

export const clients = pgTable('clients', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  disabled: boolean('disabled').notNull().default(false),
  createdAt: createdAt(),
});

export const businessUnits = pgTable('business_units', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  type: varchar('type', { length: 100 }).notNull(),
  showOnProject: boolean('show_on_project').notNull().default(true),
  createdAt: createdAt(),
});

export const brands = pgTable('brands', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 255 }).notNull(),
  createdAt: createdAt(),
});

export const brandBusinessUnits = pgTable(
  'brand_business_units',
  {
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id, { onDelete: 'cascade' }),
    businessUnitId: integer('business_unit_id')
      .notNull()
      .references(() => businessUnits.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.brandId, t.businessUnitId] }), index('brand_business_units_unit_idx').on(t.businessUnitId)],
);
