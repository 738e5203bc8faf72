import { csvFile, neutralise } from './csv-file';

type Entry = { title: string | null; hours: number };

describe('csvFile', () => {
  it('neutralises text a spreadsheet would run as a formula', () => {
    expect(['=SUM(A1)', '+1', '-2', '@cmd', '\tx', '\rx', 'plain', '', null].map(neutralise)).toEqual([
      "'=SUM(A1)",
      "'+1",
      "'-2",
      "'@cmd",
      "'\tx",
      "'\rx",
      'plain',
      '',
      '',
    ]);
  });

  it('writes a BOM, the header, CRLF lines, neutralised and quoted text and plain numbers', () => {
    const csv = csvFile<Entry>(
      [
        { title: '=HYPERLINK("http://evil")', hours: -1.5 },
        { title: null, hours: 8 },
      ],
      [
        { label: 'Title', value: (entry) => entry.title },
        { label: 'Hours', value: (entry) => entry.hours },
      ],
    );
    expect(csv).toBe('\uFEFF"Title","Hours"\r\n"\'=HYPERLINK(""http://evil"")",-1.5\r\n"",8');
  });
});
