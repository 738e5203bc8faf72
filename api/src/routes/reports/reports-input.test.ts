/**
 * What the reports' query schemas refuse (shared/src/schemas/reports.ts), a few cases per
 * report file: ids out of int32, days that are not real or out of 2000-2100, a day sent twice,
 * NUL bytes and too long text, absurd pages; and what they still accept: the empty filters.
 */
import { describe, expect, it } from '@jest/globals';
import type { ReportsIncomeResponse, ValidationErrorBody } from '@portal/shared/contract';
import { setUpTestKit } from '../../test/test-kit';

const kit = setUpTestKit();

const PERIOD = 'startDate=2010-03-01&endDate=2010-03-07';

const refused = async (path: string, query: string, account: 'pm' | 'dev' = 'pm') => {
  const response = await kit.call(account, 'GET', `${path}?${query}`);
  return { statusCode: response.statusCode, errors: response.statusCode === 422 ? response.json<ValidationErrorBody>().errors : null };
};

describe('the reports refuse what no report can be made of (422 with the field message)', () => {
  it('income: an id out of int32, an id that is not a number, a NUL byte or too long a title', async () => {
    for (const path of ['reports-income', 'reports-income-by-month']) {
      expect(await refused(path, `${PERIOD}&clientId=2147483648`)).toEqual({
        statusCode: 422,
        errors: { clientId: ['The selected clientId is invalid.'] },
      });
      expect((await refused(path, `${PERIOD}&idgPM=0`)).errors).toEqual({ idgPM: ['The selected idgPM is invalid.'] });
      expect((await refused(path, `${PERIOD}&hogarthPM=Claire`)).errors).toEqual({
        hogarthPM: ['The hogarthPM field must be an integer.'],
      });
      expect((await refused(path, `${PERIOD}&projectTitle=a%00b`)).errors).toEqual({
        projectTitle: ['The projectTitle field must not contain a NUL character.'],
      });
      expect((await refused(path, `${PERIOD}&projectTitle=${'x'.repeat(256)}`)).errors).toEqual({
        projectTitle: ['The projectTitle field must not be greater than 255 characters.'],
      });
    }
  });

  it('income: empty filters still mean "any"', async () => {
    const response = await kit.call('pm', 'GET', `reports-income?${PERIOD}&projectTitle=&clientId=&clientPM=&idgPM=&hogarthPM=`);
    expect(response.statusCode).toBe(200);
    expect(response.json<ReportsIncomeResponse>().total_income).toBe('0.00');
  });

  it('every report: a day that is not real, out of 2000-2100 or sent twice; an end before the start', async () => {
    // Each report with what else it needs (the missing report: its section).
    const reports: [string, string][] = [
      ['reports-income', ''],
      ['reports-timesheet', ''],
      ['reports-overtime', ''],
      ['reports-missing-timesheet', ''],
      ['reports-occupancy', ''],
      ['reports-occupancy-activity-type', ''],
      ['reports-occupancy-project-category', ''],
      ['reports-occupancy-per-day', ''],
      ['reports-projects', ''],
      ['reports-missing', 'section=po&'],
    ];
    const notADay = (field: string) => [`The ${field} field must be a date in the form YYYY-MM-DD.`];
    for (const [path, needs] of reports) {
      const call = (query: string) => refused(path, `${needs}${query}`);
      expect((await call('startDate=2025-02-30&endDate=2025-03-01')).errors).toEqual({ startDate: notADay('startDate') });
      expect((await call('startDate=1999-12-31&endDate=2101-01-01')).errors).toEqual({
        startDate: notADay('startDate'),
        endDate: notADay('endDate'),
      });
      expect((await call('startDate=2025-01-01&startDate=2025-02-01&endDate=2025-03-01')).errors).toEqual({
        startDate: ['The startDate field must be a string.'],
      });
      expect((await call('startDate=2025-03-01&endDate=2025-02-28')).errors).toEqual({
        endDate: ['The end date must be a date after or equal to the start date.'],
      });
      expect((await call('')).errors).toEqual({
        startDate: ['The startDate field is required.'],
        endDate: ['The endDate field is required.'],
      });
    }
  });

  it('a caller who may not read reports is refused before the query is looked at', async () => {
    expect((await refused('reports-occupancy', 'userId=2147483648', 'dev')).statusCode).toBe(403);
  });

  it('timesheet and overtime: a developer out of int32, a page of 10^20, too many rows per page', async () => {
    for (const path of ['reports-timesheet', 'reports-overtime']) {
      expect((await refused(path, `${PERIOD}&userId=2147483648`)).errors).toEqual({ userId: ['The selected userId is invalid.'] });
      expect((await refused(path, `${PERIOD}&page=100000000000000000000`)).errors).toEqual({
        page: ['The page field must not be greater than 100000.'],
      });
      expect((await refused(path, `${PERIOD}&resPerPage=10001`)).errors).toEqual({
        resPerPage: ['The resPerPage field must not be greater than 10000.'],
      });
    }
    expect((await refused('reports-timesheet', `${PERIOD}&type=99999999999`)).errors).toEqual({ type: ['The selected type is invalid.'] });
  });

  it('occupancy: the developer, client, brand, activity and category filters are ids', async () => {
    expect((await refused('reports-occupancy', `${PERIOD}&brandId=-1`)).errors).toEqual({ brandId: ['The selected brandId is invalid.'] });
    expect((await refused('reports-occupancy-activity-type', `${PERIOD}&activityTypeId=1.5`)).errors).toEqual({
      activityTypeId: ['The activityTypeId field must be an integer.'],
    });
    for (const path of ['reports-occupancy-project-category', 'reports-occupancy-per-day']) {
      expect((await refused(path, `${PERIOD}&projectCategoryId=2147483648`)).errors).toEqual({
        projectCategoryId: ['The selected projectCategoryId is invalid.'],
      });
    }
  });

  it('missing: an unknown section, a period for POs and resources, the list filters checked', async () => {
    expect((await refused('reports-missing', 'section=invoices')).errors).toEqual({ section: ['The selected section is invalid.'] });
    expect((await refused('reports-missing', 'section=')).errors).toEqual({ section: ['The section field is required.'] });
    expect((await refused('reports-missing', 'section=resource-hours&startDate=2010-03-01')).errors).toEqual({
      endDate: ['The endDate field is required.'],
    });
    expect((await refused('reports-missing', 'section=ce&pm=2147483648')).errors).toEqual({ pm: ['The selected pm is invalid.'] });
    expect((await refused('reports-missing', 'section=ce&jn=1%002')).errors).toEqual({
      jn: ['The jn field must not contain a NUL character.'],
    });
    expect((await refused('reports-missing', 'section=ce&clientId=&brandId=&projectStatusId=&clientPM=&type=&title=&jn=')).statusCode).toBe(
      200,
    );
  });

  it('projects: the list filters are checked, empty ones mean "any"', async () => {
    expect((await refused('reports-projects', `${PERIOD}&status=2147483648`)).errors).toEqual({
      status: ['The selected status is invalid.'],
    });
    expect((await refused('reports-projects', `${PERIOD}&sort=password`)).errors).toEqual({ sort: ['The selected sort is invalid.'] });
    expect((await refused('reports-projects', `${PERIOD}&title=a%00`)).errors).toEqual({
      title: ['The title field must not contain a NUL character.'],
    });
    expect((await refused('reports-projects', `${PERIOD}&status=&sort=&order=&title=&clientId=`)).statusCode).toBe(200);
  });
});
