import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument } from './csv.js';

describe('CSV', () => {
  it('quotes cells holding a comma, a quote or a line break, doubling quotes (RFC 4180)', () => {
    expect(csvCell('plain')).toBe('plain');
    expect(csvCell('Smith, Ada')).toBe('"Smith, Ada"');
    expect(csvCell('say "hi"')).toBe('"say ""hi"""');
    expect(csvCell('two\nlines')).toBe('"two\nlines"');
    expect(csvCell('cr\r')).toBe('"cr\r"');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
    expect(csvCell(false)).toBe('false');
  });

  it('opens text a spreadsheet would run as a formula as text, prefixed with an apostrophe', () => {
    expect(csvCell('=HYPERLINK("http://evil","x")')).toBe(`"'=HYPERLINK(""http://evil"",""x"")"`);
    expect(csvCell('+1+1')).toBe("'+1+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvCell('\tcmd')).toBe("'\tcmd");
    // An import that trims cells reads these as formulas too.
    expect(csvCell(' =1+1')).toBe("' =1+1");
    expect(csvCell('  +cmd')).toBe("'  +cmd");
    expect(csvCell('\u00a0@SUM(A1)')).toBe("'\u00a0@SUM(A1)");
    expect(csvCell('\n=cmd')).toBe(`"'\n=cmd"`);
    expect(csvCell(' a=b')).toBe(' a=b');
    // Numbers are numbers, negative ones too: only typed text is suspect.
    expect(csvCell(-5)).toBe('-5');
    expect(csvCell('a=b')).toBe('a=b');
  });

  it('ends every record with CRLF, the last one too (RFC 4180), so the file is one line ending throughout', () => {
    expect(
      csvDocument(
        ['id', 'name'],
        [
          ['1', 'Ada'],
          ['2', '=cmd'],
        ],
      ),
    ).toBe("id,name\r\n1,Ada\r\n2,'=cmd\r\n");
    expect(csvDocument(['id', 'name'], [])).toBe('id,name\r\n');
  });

  it('keeps a line break inside a quoted cell as it was typed: it is data, not a record boundary', () => {
    expect(csvDocument(['note'], [['two\nlines']])).toBe('note\r\n"two\nlines"\r\n');
  });
});
