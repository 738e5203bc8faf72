/**
 * The visual check of the reports' charts (issue 32): each report that draws a chart, opened
 * once in the light and once in the dark theme, and each chart's card compared with its
 * committed picture. The report's API answer is fixed here (page.route), since the seed's data
 * moves with today's date: more than eight slices, names too long for a legend or an axis, and
 * many days or months, which is where labels used to be clipped or collide. The dark theme
 * comes as the user's stored setting would, in the session check's answer, so no account's
 * setting changes under another test. Reduced motion is asked of the browser, as a user would:
 * the charts then draw at once (animate={false}), with nothing moving under the screenshot.
 *
 * Pictures: tests/report-charts.spec.ts-snapshots. After a deliberate change to the charts,
 * `npx playwright test tests/report-charts.spec.ts --update-snapshots`, look at each new
 * picture, and commit them.
 */
import { expect, test, type Page } from '@playwright/test';
import { openSignedIn, USERS } from '../support';

type Theme = 'light' | 'dark';
type Report = {
  /** The picture names' stem. */
  name: string;
  path: string;
  /** The API calls of the report and their fixed answers. */
  answers: Record<string, unknown>;
  /** The titles of the report's chart cards, one picture each. */
  charts: readonly string[];
};

test.use({ reducedMotion: 'reduce' });

/**
 * Up to 1% of a card's pixels may differ: Chromium's text antialiasing differs slightly between
 * builds and machines (CI's Chromium is not this one), and a shifted label, a clipped name or a
 * colour gone wrong changes far more than that.
 */
const SAME_PICTURE = { maxDiffPixelRatio: 0.01 };

const LONG_NAMES = [
  'Art direction and concept development',
  'Copywriting',
  'Motion design for social campaigns',
  'QA',
  'Project management',
  'Front-end development',
  'Photography and retouching',
  'Account management',
  'Back-end development',
  'Strategy',
  'Media planning',
  'Localisation into twelve markets',
];
const PEOPLE = [
  'Paula Martin',
  'Maximilian Alexander von Hohenberg-Schwarzenfeld',
  'Claire Porter',
  'Oliver Grant',
  'Grace Lee',
  'Daniel Evans',
  'Nina Horvat',
  'Ana Lucía Fernández de la Torre',
  'Tom Baker',
  'Sofia Rossi',
  'Jan Novák',
];

/** A month of days from 1 March 2026 (YYYY-MM-DD). */
const DAYS = Array.from({ length: 31 }, (_, index) => `2026-03-${String(index + 1).padStart(2, '0')}`);
const dayLoad = DAYS.map((day, index) => ({
  day,
  hours: (index % 7 > 4 ? 0 : 20 + ((index * 7) % 13) + 0.5).toFixed(2),
  capacity: index % 7 > 4 ? 0 : 32,
}));
const byActivity = LONG_NAMES.map((activity_name, index) => ({ activity_name, hours: (48 / (index + 1)).toFixed(2) }));
const groups = (names: readonly string[]) => names.map((name, index) => ({ name, projects: 12 - index, value: null }));
const missingAnswer = {
  data: [],
  total: 66,
  last_page: 7,
  by_pm: groups(PEOPLE),
  by_client_pm: groups(['None', ...PEOPLE.slice(0, 4)]),
  by_type: groups(['Fixed price', 'Time and material', 'Retainer with a monthly allowance']),
};
/** Fourteen months from November 2025, one of them without income. */
const incomeByMonth = Object.fromEntries(
  Array.from({ length: 14 }, (_, index) => {
    const month = new Date(Date.UTC(2025, 10 + index, 1)).toISOString().slice(0, 7);
    return [month, index === 3 ? '0.00' : (18_000 + ((index * 7_919) % 64_000)).toFixed(2)];
  }),
);

const REPORTS: readonly Report[] = [
  {
    name: 'timesheet',
    path: '/reports/timesheet',
    answers: {
      'reports-timesheet': { data: [], total: 120, last_page: 12, total_hours: '159.40', by_activity: byActivity },
    },
    charts: ['Hours by activity'],
  },
  {
    name: 'occupancy',
    path: '/reports/occupancy',
    answers: {
      'reports-occupancy': {
        by_activity: byActivity,
        by_day: dayLoad,
        devs: [{ id: 2, name: 'Daniel Evans', hours: '159.40', projects: [] }],
        capacity: 736,
        total_hours: '535.50',
      },
    },
    charts: ['Hours by activity', 'Hours per day'],
  },
  {
    name: 'income',
    path: '/reports/income',
    answers: {
      // The page draws the chart beside rows only.
      'reports-income': {
        data: [
          {
            project_id: 1,
            project_title: 'Brand refresh',
            date: '2026-02-01',
            po_number: 'PO-1',
            client_unit_name: 'Acme Retail',
            client_name: 'Acme',
            client_pm_name: 'Claire Porter',
            value: '1000.50',
            invoice_id: 7,
            invoice_date: '2026-03-10',
            hash: 'abc',
            invoice_url: 'https://invoicing.example/invoice/7/abc',
          },
        ],
        total_income: '1000.50',
      },
      'reports-income-by-month': { data: incomeByMonth },
    },
    charts: ['Income by month'],
  },
  {
    name: 'missing-pos',
    path: '/reports/missing-pos',
    answers: { 'reports-missing': missingAnswer },
    charts: ['By PM', 'By client PM', 'By project type'],
  },
  {
    name: 'missing-ces',
    path: '/reports/missing-ces',
    answers: { 'reports-missing': missingAnswer },
    charts: ['By PM', 'By client PM', 'By project type'],
  },
  {
    name: 'loading-activity-type',
    path: '/reports/loading-activity-type',
    answers: {
      'reports-occupancy-activity-type': { by_day: dayLoad, by_user: [], by_project: [], capacity: 736, total_hours: '535.50' },
    },
    charts: ['Hours against capacity'],
  },
  {
    name: 'by-project-category',
    path: '/reports/by-project-category',
    answers: {
      'reports-occupancy-project-category': {
        users_category: [{ id: 2, name: 'Daniel Evans' }],
        projects: [],
        total: { estimated_hours: '0.00', spent_hours: '0.00', estimated_cost: '0.00', actual_cost: '0.00' },
        by_day: dayLoad,
        capacity: 736,
      },
    },
    charts: ['Hours against capacity'],
  },
  {
    name: 'category-occupancy-per-day',
    path: '/reports/cat-occupacy-per-day',
    answers: {
      'reports-occupancy-per-day': { days: dayLoad, developers: [], capacity: 736, total_hours: '535.50' },
    },
    charts: ['Capacity against consumed hours'],
  },
];

/** Answers the report's calls with the fixture, and in the dark theme the session check with the dark setting. */
async function fixAnswers(page: Page, report: Report, theme: Theme): Promise<void> {
  for (const [call, answer] of Object.entries(report.answers)) {
    await page.route(new RegExp(`/api/${call}(\\?|$)`), (route) => route.fulfill({ json: answer }));
  }
  if (theme === 'dark') {
    await page.route(/\/api\/update-user-store(\?|$)/, async (route) => {
      const answer = await route.fetch();
      const body = (await answer.json()) as { data: { me: { theme: string } } };
      body.data.me.theme = 'theme-dark';
      await route.fulfill({ status: answer.status(), json: body });
    });
  }
}

async function expectChartPictures(page: Page, report: Report, theme: Theme, suffix = ''): Promise<void> {
  await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /\blight\b/);
  for (const title of report.charts) {
    const card = page.getByRole('figure', { name: title, exact: true });
    // Drawn: the chart's chunk has arrived and nivo has measured its box.
    await expect(card.locator('svg').first()).toBeVisible();
    const picture = `${report.name}-${title.toLowerCase().replaceAll(' ', '-')}-${theme}${suffix}.png`;
    await expect(card).toHaveScreenshot(picture, SAME_PICTURE);
  }
}

for (const report of REPORTS) {
  for (const theme of ['light', 'dark'] as const) {
    test(`${report.name}: the charts read in the ${theme} theme`, async ({ page }) => {
      await fixAnswers(page, report, theme);
      await openSignedIn(page, USERS.pm, report.path);
      await expectChartPictures(page, report, theme);
    });
  }
}

test('on a phone the donut keeps its legend beside it and the bars thin their day labels', async ({ page }) => {
  const occupancy = REPORTS.find((report) => report.name === 'occupancy')!;
  await page.setViewportSize({ width: 390, height: 844 });
  await fixAnswers(page, occupancy, 'light');
  await openSignedIn(page, USERS.pm, occupancy.path);
  await expectChartPictures(page, occupancy, 'light', '-phone');
});
