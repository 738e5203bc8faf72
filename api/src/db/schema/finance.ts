/**
 * Tables of the finance area (document 2, sections 3-5): cost estimates with their lines and
 * job numbers, and the purchase orders and external expenses the financial summary and the PO
 * status label read. Money is numeric and summed in SQL. The purchase orders' and external
 * expenses' routes belong to their own features (api/src/routes/purchase-orders,
 * api/src/routes/external-expenses); the tables are declared here once so the summary and the
 * estimates' PO status label can query them.
 */
import { date, index, integer, numeric, pgTable, primaryKey, serial, smallint, text, varchar } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { activityTypes, clientUnits, expenseCategories, idgUnits } from './config';
import { jobNumbers, projects } from './projects';
import { users } from './users';

/** 1 approved (counts toward the estimated total), 2 rejected (danger), 3 pending (warning, the default). */
export const costEstimateStatuses = pgTable('cost_estimate_statuses', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
});

/** 1 hour-based, 2 piece, 3 percent discount; `unit` is what a line's quantity counts. */
export const costEstimateItemTypes = pgTable('cost_estimate_item_types', {
  id: smallint('id').primaryKey(),
  name: varchar('name', { length: 100 }).notNull(),
  unit: varchar('unit', { length: 20 }).notNull(),
});

export const costEstimates = pgTable(
  'cost_estimates',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    /** Computed by the server from the lines when they are saved (src/finance/estimate-value.ts). */
    value: numeric('value', { precision: 14, scale: 2 }).notNull().default('0'),
    statusId: smallint('status_id')
      .notNull()
      .default(3)
      .references(() => costEstimateStatuses.id),
    clientUnitId: integer('client_unit_id').references(() => clientUnits.id),
    infodesignUnitId: integer('infodesign_unit_id').references(() => idgUnits.id),
    /** The agency PM who made the estimate (the rows' "IDG PM"). */
    idgPmId: integer('idg_pm_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('cost_estimates_project_idx').on(t.projectId)],
);

export const costEstimateJobNumbers = pgTable(
  'cost_estimate_job_numbers',
  {
    costEstimateId: integer('cost_estimate_id')
      .notNull()
      .references(() => costEstimates.id, { onDelete: 'cascade' }),
    jobNumberId: integer('job_number_id')
      .notNull()
      .references(() => jobNumbers.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.costEstimateId, t.jobNumberId] }), index('cost_estimate_job_numbers_jn_idx').on(t.jobNumberId)],
);

/** Type 1 and 2 lines carry quantity and unit cost; a type 3 line carries only the discount percentage. */
export const costEstimateLines = pgTable(
  'cost_estimate_lines',
  {
    id: serial('id').primaryKey(),
    costEstimateId: integer('cost_estimate_id')
      .notNull()
      .references(() => costEstimates.id, { onDelete: 'cascade' }),
    details: text('details').notNull(),
    itemTypeId: smallint('item_type_id')
      .notNull()
      .references(() => costEstimateItemTypes.id),
    activityTypeId: integer('activity_type_id').references(() => activityTypes.id),
    quantity: numeric('quantity', { precision: 12, scale: 2 }),
    discount: numeric('discount', { precision: 5, scale: 2 }),
    unitCost: numeric('unit_cost', { precision: 12, scale: 2 }),
  },
  (t) => [index('cost_estimate_lines_estimate_idx').on(t.costEstimateId), index('cost_estimate_lines_activity_idx').on(t.activityTypeId)],
);

/**
 * A client's purchase order against a cost estimate (document 2, section 3). Invoiced while
 * `invoice_id` is set and `storno_id` is not; the invoicing module (api/src/invoicing) fills
 * the invoice columns.
 */
export const purchaseOrders = pgTable(
  'purchase_orders',
  {
    id: serial('id').primaryKey(),
    costEstimateId: integer('cost_estimate_id')
      .notNull()
      .references(() => costEstimates.id, { onDelete: 'cascade' }),
    poNumber: varchar('po_number', { length: 100 }).notNull(),
    date: date('date', { mode: 'string' }).notNull(),
    invoiceDate: date('invoice_date', { mode: 'string' }),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    clientPmId: integer('client_pm_id').references(() => users.id, { onDelete: 'set null' }),
    infodesignPmId: integer('infodesign_pm_id').references(() => users.id, { onDelete: 'set null' }),
    clientUnitId: integer('client_unit_id').references(() => clientUnits.id),
    statusId: smallint('status_id').notNull().default(2),
    invoiceId: integer('invoice_id'),
    hashFactura: varchar('hash_factura', { length: 64 }),
    stornoId: integer('storno_id'),
    hashStorno: varchar('hash_storno', { length: 64 }),
    poInvoiceUm: varchar('po_invoice_um', { length: 100 }),
    plajaId: integer('plaja_id'),
    createdAt: createdAt(),
  },
  (t) => [index('purchase_orders_cost_estimate_idx').on(t.costEstimateId)],
);

/** A project's cost paid outside the agency, in USD or EURO (document 2, section 3). */
export const externalExpenses = pgTable(
  'external_expenses',
  {
    id: serial('id').primaryKey(),
    projectId: integer('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    code: varchar('code', { length: 100 }),
    initDate: date('init_date', { mode: 'string' }).notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    value: numeric('value', { precision: 14, scale: 2 }).notNull(),
    currency: varchar('currency', { length: 10 }).notNull(),
    categoryId: integer('category_id').references(() => expenseCategories.id),
    description: text('description'),
    /** The stored file's name under the upload folder, null without a document. */
    document: varchar('document', { length: 500 }),
    documentName: varchar('document_name', { length: 255 }),
    productId: integer('product_id'),
    createdAt: createdAt(),
  },
  (t) => [index('external_expenses_project_idx').on(t.projectId), index('external_expenses_category_idx').on(t.categoryId)],
);
