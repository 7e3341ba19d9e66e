import { csvCell, csvDocument } from './csv.js';

describe(csvCell.name, () => {
  it('keeps plain text and numbers, negative ones included, as they are', () => {
    for (const value of ['2026-11-28', '12.50', '-12.50', '0', '-7', 'total', 'spock-fan', 'a b']) {
      expect([value, csvCell(value)]).toEqual([value, value]);
    }
  });

  it("makes text a spreadsheet would read as a formula plain text with a leading ' (OWASP)", () => {
    const cases: [string, string][] = [
      ['=1+1', "'=1+1"],
      ['+spock', "'+spock"],
      ['-spock', "'-spock"],
      ['-1+1', "'-1+1"],
      ['@SUM(A1)', "'@SUM(A1)"],
      ['\tcmd', "'\tcmd"],
      ['\rcmd', `"'\rcmd"`],
      ['=HYPERLINK("http://x","y")', `"'=HYPERLINK(""http://x"",""y"")"`],
    ];
    for (const [value, cell] of cases) expect([value, csvCell(value)]).toEqual([value, cell]);
  });

  it('quotes what would break the row: commas, quotes and line ends (RFC 4180)', () => {
    expect(csvCell('a,b')).toBe('"a,b"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
  });
});

describe(csvDocument.name, () => {
  it('writes rows of cells with CRLF line ends, the last one ended too', () => {
    expect(
      csvDocument([
        ['day', 'name'],
        ['2026-11-28', '=cmd'],
      ]),
    ).toBe("day,name\r\n2026-11-28,'=cmd\r\n");
  });
});
