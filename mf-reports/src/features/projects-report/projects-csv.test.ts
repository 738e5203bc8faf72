import type { ProjectRow } from '@portal/shared';
import { csvFile } from '@portal/shared/csv';
import { PROJECTS_CSV_COLUMNS } from './projects-csv';

const projectsCsv = (rows: ProjectRow[]) => csvFile(rows, PROJECTS_CSV_COLUMNS);

const row = (overrides: Partial<ProjectRow>): ProjectRow => ({
  id: 7,
  title: 'Spring campaign',
  parent_id: null,
  has_children: false,
  status_id: 2,
  status_name: 'WIP',
  job_numbers: [
    { id: 1, name: 'JN-1' },
    { id: 2, name: 'JN-2' },
  ],
  business_units: [{ id: 1, name: 'Digital' }],
  client_id: 1,
  client_name: 'Acme, Inc.',
  brand_id: 2,
  brand_name: 'Acme "Snacks"',
  hogarth_pm_id: null,
  hg_pm_name: null,
  owner_id: 3,
  idg_pm_name: 'Paula Martin',
  type_id: 1,
  type: 'Fixed price',
  category_id: 4,
  category_title: 'Print',
  start_date: '2026-03-01',
  deadline: '2026-03-08',
  estimated_cost: 1000,
  actual_cost: 1250.456,
  profit: -250.456,
  teamlead_view: false,
  ...overrides,
});

describe('projects.csv', () => {
  it('writes the header, quoted text, DD.MM.YYYY dates and numbers with two decimals at most, with a BOM', () => {
    const csv = projectsCsv([row({ title: '=HYPERLINK("http://evil")', parent_id: 3 })]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    const [header, line] = csv.slice(1).split('\r\n');
    expect(header).toBe(PROJECTS_CSV_COLUMNS.map(({ label }) => `"${label}"`).join(','));
    expect(line).toBe(
      '7,"\'=HYPERLINK(""http://evil"")",3,"WIP","Digital","JN-1, JN-2","Acme, Inc.","Acme ""Snacks""","","Paula Martin","01.03.2026","08.03.2026","Fixed price",1000,1250.46,-250.46',
    );
  });
});
