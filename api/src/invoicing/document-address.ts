/**
 * Where an issued document is read: `{invoicingUrl}/{kind}/{id}/{hash}`. The hash is a random
 * secret stored with the document, so the address can open in a new browser tab without a
 * bearer token while nobody can guess another document's address. `invoicingUrl` is the
 * deploy's external invoicing site (INVOICING_URL), by default this API's own
 * GET /api/invoicing/{kind}/{id}/{hash}.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';

export type DocumentKind = 'invoice' | 'storno';

export const DOCUMENT_KINDS: readonly DocumentKind[] = ['invoice', 'storno'];

/** 32 random bytes as 64 hex characters. */
export function newDocumentHash(): string {
  return randomBytes(32).toString('hex');
}

/** Compares in constant time, so the answer's timing tells nothing about the stored hash. */
export function hashMatches(stored: string, given: string): boolean {
  const a = Buffer.from(stored);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}

export function documentUrl(invoicingUrl: string, kind: DocumentKind, id: number | null, hash: string | null): string | null {
  return id !== null && hash ? `${invoicingUrl}/${kind}/${id}/${hash}` : null;
}
