/**
 * jest's global setup of the API project: a directory for the run's database templates
 * (database-templates.ts), named to the test files through TEST_TEMPLATE_DIR. The workers
 * start after this and inherit the variable. (A default export because jest calls that.)
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/** Template databases of a run (PostgreSQL) start with this, so that global-teardown.ts finds them all. */
export const templateDatabasePrefix = (templateDir: string) =>
  `portal_template_${path
    .basename(templateDir)
    .replace(/[^A-Za-z0-9]/g, '_')
    .toLowerCase()}_`;

export default function globalSetup(): void {
  process.env.TEST_TEMPLATE_DIR = fs.mkdtempSync(path.join(os.tmpdir(), 'portal-api-templates-'));
}
