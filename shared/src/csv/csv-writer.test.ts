import { csvHeader, csvText, neutralise, type CsvField } from './csv-writer';

type Row = { id: number; name: string | null };
const FIELDS: CsvField<Row>[] = [
  { label: 'ID', value: (row) => row.id },
  { label: 'Name', value: (row) => row.name },
];

describe('the CSV writer', () => {
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

  it('writes a BOM, the header and CRLF lines; numbers stay numbers, text is quoted and neutralised', () => {
    const csv = csvText<Row>(
      [
        { id: -3, name: '=1+1' },
        { id: 4, name: null },
      ],
      FIELDS,
    );
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(csv.slice(1).split('\r\n')).toEqual(['"ID","Name"', `-3,"'=1+1"`, '4,""']);
    expect(csvHeader(FIELDS)).toEqual(['ID', 'Name']);
  });
});
