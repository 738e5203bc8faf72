/**
 * Lints code snippets as if they sat at the given paths, with the workspace's own
 * eslint.config.mjs, and prints each snippet's boundary findings as JSON. The import-rules test
 * runs it in a child process: ESLint loads its config with a dynamic import(), which jest's
 * module sandbox does not allow.
 *
 * stdin: [{ "filePath": "mf-config/src/pages/x.tsx", "code": "import ..." }, ...]
 * stdout: [[{ "ruleId": "boundaries/dependencies", "message": "..." }], ...]
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { ESLint } from 'eslint';

const ROOT = path.resolve(import.meta.dirname, '../..');
const snippets = JSON.parse(readFileSync(0, 'utf8'));

const eslint = new ESLint({
  cwd: ROOT,
  // The snippets need no type information, and the type-checked rules are not what is tested.
  overrideConfig: { languageOptions: { parserOptions: { projectService: false } } },
  ruleFilter: ({ ruleId }) => ruleId.startsWith('boundaries/'),
});

const results = [];
for (const { filePath, code } of snippets) {
  const [result] = await eslint.lintText(code, { filePath: path.join(ROOT, filePath) });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
