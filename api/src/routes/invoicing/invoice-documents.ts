/**
 * GET /api/invoicing/{kind}/{id}/{hash}: the default "external invoicing site" of document 2
 * (config.invoicingUrl). Public, because the portal opens the document in a new browser tab
 * without its bearer token: the random hash stored with the document is the credential. A
 * wrong kind, id or hash is 404, so the answer does not tell whether a document exists.
 */
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { invoices } from '../../db/schema';
import { notFound } from '../../http/errors';
import { PDF_IN_TAB_CSP, PDF_IN_TAB_HELMET } from '../../http/security-headers';
import { toInteger } from '../../http/validation';
import { DOCUMENT_KINDS, hashMatches, type DocumentKind } from '../../invoicing/document-address';
import { renderInvoicePdf } from '../../invoicing/invoice-pdf';
import { documentNumber } from '../../invoicing/numbering';

type Params = { kind: string; id: string; hash: string };

export function invoiceDocumentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: Params }>('/invoicing/:kind/:id/:hash', { helmet: PDF_IN_TAB_HELMET }, async (request, reply) => {
    const { kind, hash } = request.params;
    const id = toInteger(request.params.id);
    if (!DOCUMENT_KINDS.includes(kind as DocumentKind) || id === null || !/^[a-f0-9]{64}$/.test(hash)) throw notFound();
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
