/**
 * GET /api/invoicing/{kind}/{id}/{hash}: the default "external invoicing site" of document 2
 * (config.invoicingUrl). Public, because the portal opens the document in a new browser tab
 * without its bearer token: the random hash stored with the document is the credential. A
 * wrong kind, id or hash is 404, so the answer does not tell whether a document exists; so is
 * an id no document can have (above 2^31-1: the path's schema refuses it before any SQL).
 */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { Type } from 'typebox';
import { InvoiceDocumentParams } from '@portal/shared/schemas';
import type { AppContext } from '../../app-context';
import { invoices } from '../../db/schema';
import type { ApiApp } from '../../http/api-app';
import { notFound } from '../../http/errors';
import { errorAnswers } from '../../http/route-schema';
import { PDF_IN_TAB_CSP, PDF_IN_TAB_HELMET } from '../../http/security-headers';
import { DOCUMENT_KINDS, hashMatches, type DocumentKind } from '../../invoicing/document-address';
import { renderInvoicePdf } from '../../invoicing/invoice-pdf';
import { documentNumber } from '../../invoicing/numbering';

export function invoiceDocumentRoutes(app: ApiApp, ctx: AppContext): void {
  const schema = {
    tags: ['Invoices'],
    security: [],
    params: InvoiceDocumentParams,
    produces: ['application/pdf'],
    response: {
      200: Type.Unsafe<Buffer>(Type.String({ format: 'binary', description: 'The invoice or storno as a PDF, shown in the tab.' })),
      ...errorAnswers,
    },
  };
  app.get('/invoicing/:kind/:id/:hash', { helmet: PDF_IN_TAB_HELMET, schema }, async (request, reply) => {
    const { kind, id, hash } = request.params;
    if (!DOCUMENT_KINDS.includes(kind as DocumentKind) || !/^[a-f0-9]{64}$/.test(hash)) throw notFound();
    const reversed = alias(invoices, 'reversed');
    const [row] = await ctx.db
      .select({ document: invoices, reversedSeries: reversed.series, reversedNumber: reversed.number })
      .from(invoices)
      .leftJoin(reversed, eq(reversed.id, invoices.reversesId))
      .where(eq(invoices.id, id));
    if (!row || row.document.kind !== kind || !hashMatches(row.document.hash, hash)) throw notFound();
    const { document } = row;
    const pdf = await renderInvoicePdf({
      ...document,
      kind: document.kind as DocumentKind,
      reverses: row.reversedSeries !== null && row.reversedNumber !== null ? documentNumber(row.reversedSeries, row.reversedNumber) : null,
    });
    const name = `${kind}-${documentNumber(document.series, document.number).replace(/\s+/g, '-')}.pdf`;
    return reply
      .header('content-type', 'application/pdf')
      .header('content-disposition', `inline; filename="${name.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'private, no-store')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'no-referrer')
      .header('content-security-policy', PDF_IN_TAB_CSP)
      .send(pdf);
  });
}
