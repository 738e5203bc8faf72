/**
 * Issuing documents: an invoice for a purchase order, and the storno that reverses an
 * invoice (same series, next number, every amount negated). Both run inside the caller's
 * transaction, which also records the document on the purchase order, so a number is
 * taken if and only if a document is stored. In a series, number order is date order: a
 * document dated before the series' last one is refused (422 on `invoice_date`), checked while
 * the series' counter row is locked, so two documents issued at once cannot pass it crosswise.
 */
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { invoices, type InvoiceLine } from '../db/schema';
import { ValidationError } from '../http/errors';
import { displayDate } from '../lib/dates';
import { newDocumentHash, type DocumentKind } from './document-address';
import { documentNumber, takeNextNumber } from './numbering';

export type IssuedDocument = { id: number; kind: DocumentKind; hash: string; number: string };

/** What an invoice prints, gathered from the purchase order, its estimate and their units. */
export type InvoiceSubject = {
  purchaseOrderId: number;
  plajaId: number;
  poNumber: string;
  projectTitle: string;
  seller: { name: string; legalEntity: string };
  buyer: { name: string; legalEntity: string };
  /** The purchase order's value, as the database's decimal text. */
  total: string;
  /** What the invoice is for (the estimate lines chosen in the generate-invoice dialog). */
  details: string;
};

/** "12.50" -> "-12.50" and back: exact, on the decimal text. */
export function negated(amount: string): string {
  if (/^-?0*(\.0*)?$/.test(amount)) return amount.replace(/^-/, '');
  return amount.startsWith('-') ? amount.slice(1) : `-${amount}`;
}

type NewDocument = Omit<typeof invoices.$inferInsert, 'id' | 'series' | 'number' | 'hash' | 'plajaId' | 'createdAt'>;

/** The message when a document would be dated before the last one of its series. */
export const seriesDateMessage = (series: string, last: string) =>
  `A document of series ${series} cannot be dated before ${displayDate(last)}, the date of its last document: numbers follow dates.`;

async function storeDocument(tx: Db, plajaId: number, document: NewDocument): Promise<IssuedDocument> {
  const taken = await takeNextNumber(tx, plajaId);
  if (!taken) throw new Error(`plaja ${plajaId} does not exist`);
  // After takeNextNumber: the counter's row lock is held, and this statement sees every document committed before it
  // (the previous number's date; the unique index on (plaja_id, number) finds it).
  const [last] = await tx
    .select({ issued_on: invoices.issuedOn })
    .from(invoices)
    .where(eq(invoices.plajaId, plajaId))
    .orderBy(desc(invoices.number))
    .limit(1);
  if (last && document.issuedOn < last.issued_on) {
    throw new ValidationError({ invoice_date: [seriesDateMessage(taken.series, last.issued_on)] });
  }
  const hash = newDocumentHash();
  const [row] = await tx
    .insert(invoices)
    .values({ ...document, plajaId, series: taken.series, number: taken.number, hash })
    .returning({ id: invoices.id });
  return { id: row.id, kind: document.kind as DocumentKind, hash, number: documentNumber(taken.series, taken.number) };
}

export function issueInvoice(tx: Db, subject: InvoiceSubject, issuedOn: string, createdBy: number): Promise<IssuedDocument> {
  const line: InvoiceLine = { details: subject.details, quantity: '1', unit: 'piece', unit_cost: subject.total, value: subject.total };
  return storeDocument(tx, subject.plajaId, {
    kind: 'invoice',
    purchaseOrderId: subject.purchaseOrderId,
    issuedOn,
    total: subject.total,
    poNumber: subject.poNumber,
    projectTitle: subject.projectTitle,
    sellerName: subject.seller.name,
    sellerLegalEntity: subject.seller.legalEntity,
    buyerName: subject.buyer.name,
    buyerLegalEntity: subject.buyer.legalEntity,
    lines: [line],
    createdBy,
  });
}

/** The reversing document of an invoice: the same parties and lines with negated amounts. */
export async function issueStorno(tx: Db, invoiceId: number, issuedOn: string, createdBy: number): Promise<IssuedDocument> {
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.id, invoiceId));
  if (!invoice || invoice.kind !== 'invoice') throw new Error(`invoice ${invoiceId} does not exist`);
  return storeDocument(tx, invoice.plajaId, {
    kind: 'storno',
    purchaseOrderId: invoice.purchaseOrderId,
    reversesId: invoice.id,
    issuedOn,
    total: negated(invoice.total),
    poNumber: invoice.poNumber,
    projectTitle: invoice.projectTitle,
    sellerName: invoice.sellerName,
    sellerLegalEntity: invoice.sellerLegalEntity,
    buyerName: invoice.buyerName,
    buyerLegalEntity: invoice.buyerLegalEntity,
    lines: invoice.lines.map((line) => ({ ...line, quantity: negated(line.quantity), value: negated(line.value) })),
    createdBy,
  });
}
