/**
 * Invoicing (document 2, sections 3-4): the plajas (invoice series) each agency unit issues
 * from, and the invoices and storno invoices issued for purchase orders. A document keeps a
 * copy of what it printed (parties, PO number, lines, total), so editing the purchase order
 * later never changes an issued invoice; numbers are never reused (src/invoicing/numbering.ts).
 */
import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, numeric, pgTable, serial, uniqueIndex, varchar, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { idgUnits } from './config';
import { purchaseOrders } from './finance';
import { users } from './users';

/** A series of invoice numbers; `next_number` is the number the next document of the series takes. */
export const plajas = pgTable(
  'plajas',
  {
    id: serial('id').primaryKey(),
    nume: varchar('nume', { length: 255 }).notNull(),
    /** Printed before the number: "IDGB 0042". */
    series: varchar('series', { length: 20 }).notNull(),
    idgUnitId: integer('idg_unit_id')
      .notNull()
      .references(() => idgUnits.id),
    nextNumber: integer('next_number').notNull().default(1),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('plajas_series_unique').on(t.series), index('plajas_idg_unit_idx').on(t.idgUnitId)],
);

/** One printed line of a document, as it was issued. */
export type InvoiceLine = { details: string; quantity: string; unit: string; unit_cost: string; value: string };

/** Both kinds of document: an invoice, or the storno that reverses one (negative amounts). */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 10 }).notNull(),
    plajaId: integer('plaja_id')
      .notNull()
      .references(() => plajas.id),
    series: varchar('series', { length: 20 }).notNull(),
    number: integer('number').notNull(),
    /** The secret part of the document's address (GET invoicing/{kind}/{id}/{hash}). */
    hash: varchar('hash', { length: 64 }).notNull(),
    /** An order with issued documents is never removed (the routes answer 422; the database refuses too). */
    purchaseOrderId: integer('purchase_order_id').references(() => purchaseOrders.id, { onDelete: 'restrict' }),
    reversesId: integer('reverses_id').references((): AnyPgColumn => invoices.id),
    issuedOn: date('issued_on', { mode: 'string' }).notNull(),
    total: numeric('total', { precision: 14, scale: 2 }).notNull(),
    poNumber: varchar('po_number', { length: 100 }).notNull(),
    projectTitle: varchar('project_title', { length: 255 }).notNull(),
    sellerName: varchar('seller_name', { length: 255 }).notNull(),
    sellerLegalEntity: varchar('seller_legal_entity', { length: 255 }).notNull(),
    buyerName: varchar('buyer_name', { length: 255 }).notNull(),
    buyerLegalEntity: varchar('buyer_legal_entity', { length: 255 }).notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_plaja_number_unique').on(t.plajaId, t.number),
    index('invoices_purchase_order_idx').on(t.purchaseOrderId),
    // The income report asks of every invoice whether a storno reverses it.
    index('invoices_reverses_idx').on(t.reversesId),
    check('invoices_kind_check', sql`${t.kind} in ('invoice', 'storno')`),
  ],
);
