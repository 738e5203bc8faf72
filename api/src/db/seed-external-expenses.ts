/**
 * External expenses demo data: one to three expenses on each of the first projects without a
 * parent, in both currencies and several categories; every other one carries a PDF receipt
 * stored like an uploaded document (only when the seed is given the file storage: the API's
 * start and the seed command, not the API tests). Deterministic and idempotent.
 */
import { asc, isNull } from 'drizzle-orm';
import { EXPENSE_CURRENCIES } from '@portal/shared/contract';
import { addDays, today as todayOf } from '../lib/dates';
import { renderPdf } from '../lib/pdf';
import type { FileStorage } from '../uploads/file-storage';
import { saveStoredFile } from '../uploads/project-file-store';
import type { Db } from './client';
import { externalExpenses, projects as projectsTable } from './schema';
import { SEED_EXPENSE_CATEGORIES } from './seed-config';

const PROJECTS_WITH_EXPENSES = 16;
const AUTHORS = [1, 7, 8];

function receiptPdf(code: string, value: string, currency: string): Promise<Buffer> {
  return renderPdf(`Receipt ${code}`, (pdf) => {
    pdf.fontSize(16).text(`Receipt ${code}`).moveDown().fontSize(11).text(`Amount: ${value} ${currency}`);
  });
}

export async function seedExternalExpenses(db: Db, options: { now?: Date; files?: FileStorage } = {}): Promise<void> {
  if ((await db.$count(externalExpenses)) > 0) return;
  const today = todayOf(options.now ?? new Date());
  const projects = await db
    .select({ id: projectsTable.id })
    .from(projectsTable)
    .where(isNull(projectsTable.parentId))
    .orderBy(asc(projectsTable.id))
    .limit(PROJECTS_WITH_EXPENSES);
  const rows: (typeof externalExpenses.$inferInsert)[] = [];
  let n = 0;
  for (const [i, project] of projects.entries()) {
    for (let j = 0; j < 1 + (i % 3); j++, n++) {
      const code = `EXP-${String(100 + n)}`;
      const value = `${150 + ((n * 137) % 1900)}.${String((n * 29) % 100).padStart(2, '0')}`;
      const currency = EXPENSE_CURRENCIES[n % 2];
      const withDocument = options.files !== undefined && n % 2 === 0;
      const document = withDocument
        ? await saveStoredFile(options.files!, 'expenses', await receiptPdf(code, value, currency), 'pdf')
        : null;
      rows.push({
        projectId: project.id,
        code,
        initDate: addDays(today, -((n * 5) % 120)),
        authorId: AUTHORS[n % AUTHORS.length],
        value,
        currency,
        categoryId: SEED_EXPENSE_CATEGORIES[n % SEED_EXPENSE_CATEGORIES.length].id,
        description: n % 3 === 0 ? null : `${SEED_EXPENSE_CATEGORIES[n % SEED_EXPENSE_CATEGORIES.length].title} for the project`,
        document,
        documentName: document ? `receipt-${code}.pdf` : null,
      });
    }
  }
  if (rows.length > 0) await db.insert(externalExpenses).values(rows);
}
