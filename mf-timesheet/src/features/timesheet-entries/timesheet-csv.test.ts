import { entry } from '../../testing/timesheet-testing';
import { projectCsvFile, timesheetCsv } from './timesheet-csv';

describe('timesheet CSV', () => {
  it('writes one line per entry with the week columns, dates DD.MM.YYYY and hours as numbers', () => {
    const [header, line] = timesheetCsv([
      entry({ hours: 2.5, overtime: true, approval_state: 2, approve_feedback: 'Too long', details: '=cmd' }),
    ])
      .slice(1)
      .split('\r\n');
    expect(header).toBe(
      '"Date","Developer","Project ID","Project","Client","Brand","Business units","Job number","Activity","Hours","MJN","Extra request","Overtime","QA issue","Approval","Feedback","Details"',
    );
    expect(line).toBe(
      `"16.11.2026","Daniel Evans",7,"Spring campaign","Acme","Acme Snacks","Digital","JN-26-00001","Front-end Development",2.5,"","No","Yes","No","Rejected","Too long","'=cmd"`,
    );
  });

  it("names a project's export after the project id", () => {
    expect(projectCsvFile(10417)).toBe('10417.csv');
  });
});
