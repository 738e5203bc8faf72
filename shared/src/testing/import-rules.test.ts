/**
 * @jest-environment node
 *
 * The workspace's import rules are lint rules (eslint.config.mjs, boundaries/dependencies;
 * docs/architecture.md, "Import rules"). This test lints one violating snippet per rule at a
 * realistic path, and legal imports beside them, so a rule that silently stops firing (a moved
 * folder, a plugin upgrade) fails here rather than letting the violation through.
 */
import { execFileSync } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../../..');
const RULE = 'boundaries/dependencies';

type Finding = { ruleId: string | null; message: string };

/** Each snippet's findings, linted in one ESLint run. */
function lint(snippets: readonly (readonly [filePath: string, code: string])[]): Finding[][] {
  const input = JSON.stringify(snippets.map(([filePath, code]) => ({ filePath, code })));
  const output = execFileSync(process.execPath, [path.join(ROOT, 'scripts/eslint/lint-snippets.mjs')], { input, encoding: 'utf8' });
  return JSON.parse(output) as Finding[][];
}

const VIOLATIONS = [
  [
    'the @chakra-ui/react barrel',
    'mf-projects/src/pages/dashboard-page.tsx',
    "import { Button } from '@chakra-ui/react';",
    /component subpath/,
  ],
  ['the barrel, loaded lazily', 'shell/src/layout/app-layout.tsx', "const chakra = import('@chakra-ui/react');", /component subpath/],
  [
    'a remote by package name',
    'shell/src/app/route-table.ts',
    "import { ProjectsPage } from 'mf-projects/src/pages/projects-page';",
    /package name/,
  ],
  ['the shell by package name', 'mf-reports/src/pages/report-routes.tsx', "export { AppLayout } from 'shell';", /package name/],
  [
    'another app by relative path',
    'mf-reports/src/pages/projects-report-page.tsx',
    "import { ProjectsTable } from '../../../mf-projects/src/features/projects/components/projects-table';",
    /leaves its app \(mf-reports → mf-projects\)/,
  ],
  ['shared by relative path', 'mf-config/src/pages/users-page.tsx', "import { useMe } from '../../../shared/src/index';", /leaves its app/],
  [
    'an app from shared',
    'shared/src/ui/app-provider.tsx',
    "import { Header } from '../../../shell/src/features/header/components/header';",
    /leaves its app/,
  ],
  [
    'src/expose from a page',
    'mf-projects/src/pages/dashboard-page.tsx',
    "import ProjectForm from '../expose/project-form';",
    /Nothing imports src\/expose/,
  ],
  [
    'src/expose, loaded lazily',
    'mf-projects/src/features/dashboard/components/home-card.tsx',
    "const page = import('../../../expose/dashboard-page');",
    /Nothing imports src\/expose/,
  ],
  [
    'a page from a feature',
    'mf-projects/src/features/dashboard/components/home-card.tsx',
    "import { ProjectsPage } from '../../../pages/projects-page';",
    /never imports a page/,
  ],
  [
    "another feature's components",
    'mf-projects/src/features/project-form/components/project-form-modal.tsx',
    "import { ProjectsTable } from '../../projects/components/projects-table';",
    /internals of feature projects/,
  ],
  [
    "another feature's hooks",
    'mf-config/src/features/users/components/user-fields.tsx',
    "import { useReloadOnLookup } from '../../config-list/hooks/use-reload-on-lookup';",
    /internals of feature config-list/,
  ],
  [
    'the rest of shared from a subpath',
    'shared/src/lists/pager.tsx',
    "import { useSessionStore } from '../session/session-store';",
    /federation singleton/,
  ],
  [
    'another subpath from a subpath',
    'shared/src/dialogs/form-modal.tsx',
    "import { TextInputField } from '../fields/text-input-field';",
    /federation singleton/,
  ],
] as const;

const LEGAL = [
  ['a Chakra component subpath', 'mf-projects/src/pages/dashboard-page.tsx', "import { Button } from '@chakra-ui/react/button';"],
  [
    '@portal/shared and its subpaths',
    'mf-config/src/pages/users-page.tsx',
    "import { useMe } from '@portal/shared';\nimport { PaginatedTable } from '@portal/shared/lists';",
  ],
  [
    'a feature from a page',
    'mf-projects/src/pages/projects-page.tsx',
    "import { ProjectsTable } from '../features/projects/components/projects-table';",
  ],
  [
    'a page and a feature from an expose file',
    'mf-projects/src/expose/projects-page.tsx',
    "export { ProjectsPage as default } from '../pages/projects-page';",
  ],
  [
    "another feature's api and root modules",
    'mf-projects/src/features/project-form/components/project-form-modal.tsx',
    "import { useProjectTypes } from '../../projects/api/get-project-types';\nimport { ownerOptions } from '../../projects/lookup-options';",
  ],
  [
    "a feature's own internals",
    'mf-projects/src/features/projects/components/projects-table.tsx',
    "import { useReloadOnProjectSaved } from '../hooks/use-reload-on-project-saved';",
  ],
  [
    'its own folder and @portal/shared from a subpath',
    'shared/src/lists/pager.tsx',
    "import { DataTable } from './data-table';\nimport { useMe } from '@portal/shared';",
  ],
  ['a type from the rest of shared in a subpath', 'shared/src/lists/pager.tsx', "import type { PageQuery } from '../contract/common';"],
  ['a subpath from the core of shared', 'shared/src/index.ts', "export { required } from './validation/validators';"],
] as const;

describe('import rules (lint)', () => {
  const findings = lint([...VIOLATIONS, ...LEGAL].map(([, filePath, code]) => [filePath, code] as const));

  it.each(VIOLATIONS.map((violation, index) => [...violation, index] as const))('refuses %s', (_name, _filePath, _code, message, index) => {
    expect(findings[index]).toEqual([{ ruleId: RULE, message: expect.stringMatching(message) as string }]);
  });

  it.each(LEGAL.map((legal, index) => [...legal, VIOLATIONS.length + index] as const))('allows %s', (_name, _filePath, _code, index) => {
    expect(findings[index]).toEqual([]);
  });
});
