/** PROVISIONAL stand-in for finance-a's tables until their migration is merged. */
import { date, integer, numeric, pgTable, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { clientUnits, expenseCategories, idgUnits } from './config';
import { projects } from './projects';
import { users } from './users';

export const costEstimates = pgTable('cost_estimates', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  value: numeric('value', { precision: 14, scale: 2 }).notNull().default('0'),
  statusId: smallint('status_id').notNull().default(3),
  clientUnitId: integer('client_unit_id').references(() => clientUnits.id),
  infodesignUnitId: integer('infodesign_unit_id').references(() => idgUnits.id),
  createdAt: createdAt(),
});

export const costEstimateLines = pgTable('cost_estimate_lines', {
  id: serial('id').primaryKey(),
  costEstimateId: integer('cost_estimate_id')
    .notNull()
    .references(() => costEstimates.id, { onDelete: 'cascade' }),
  details: text('details'),
  itemTypeId: smallint('item_type_id').notNull(),
  quantity: numeric('quantity', { precision: 12, scale: 2 }),
  unitCost: numeric('unit_cost', { precision: 12, scale: 2 }),
});

export const purchaseOrders = pgTable('purchase_orders', {
  id: serial('id').primaryKey(),
  costEstimateId: integer('cost_estimate_id')
    .notNull()
    .references(() => costEstimates.id, { onDelete: 'cascade' }),
  poNumber: varchar('po_number', { length: 100 }).notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  invoiceDate: date('invoice_date', { mode: 'string' }),
  value: numeric('value', { precision: 14, scale: 2 }).notNull(),
  clientPmId: integer('client_pm_id').references(() => users.id),
  infodesignPmId: integer('infodesign_pm_id').references(() => users.id),
  clientUnitId: integer('client_unit_id').references(() => clientUnits.id),
  statusId: smallint('status_id').notNull().default(2),
  invoiceId: integer('invoice_id'),
  hashFactura: varchar('hash_factura', { length: 64 }),
  stornoId: integer('storno_id'),
  hashStorno: varchar('hash_storno', { length: 64 }),
  poInvoiceUm: varchar('po_invoice_um', { length: 100 }),
  plajaId: integer('plaja_id'),
  createdAt: createdAt(),
});

export const externalExpenses = pgTable('external_expenses', {
  id: serial('id').primaryKey(),
  projectId: integer('project_id')
    .notNull()
    .references(() => projects.id, { onDelete: 'cascade' }),
  code: varchar('code', { length: 100 }),
  initDate: date('init_date', { mode: 'string' }).notNull(),
  authorId: integer('author_id').references(() => users.id),
  value: numeric('value', { precision: 14, scale: 2 }).notNull(),
  currency: varchar('currency', { length: 10 }).notNull(),
  categoryId: integer('category_id').references(() => expenseCategories.id),
  description: text('description'),
  document: varchar('document', { length: 500 }),
  documentName: varchar('document_name', { length: 255 }),
  productId: integer('product_id'),
  createdAt: createdAt(),
});
