import { parse } from 'csv-parse/sync';
import { csvField, toCsv, UTF8_BOM } from './directory-csv.util';

describe('directory CSV', () => {
  it('quotes only what needs it, doubling quotes, as RFC 4180 says', () => {
    expect(csvField('Ruth Anderson')).toBe('Ruth Anderson');
    expect(csvField('Springfield, IL')).toBe('"Springfield, IL"');
    expect(csvField('The "Rock"')).toBe('"The ""Rock"""');
    expect(csvField('12 Elm Street\r\nApt 4')).toBe('"12 Elm Street\r\nApt 4"');
  });

  it('writes a cell a spreadsheet would run as a formula as text', () => {
    expect(csvField('=HYPERLINK("x")')).toBe(`"'=HYPERLINK(""x"")"`);
    expect(csvField('+44 20 7946 0958')).toBe("'+44 20 7946 0958");
    expect(csvField('@home')).toBe("'@home");
  });

  it('starts with a BOM, ends lines with CRLF, and reads back as written', () => {
    const csv = toCsv(
      ['Name', 'Address'],
      [
        ['José Núñez', '12 Elm Street\r\nApt 4'],
        ['A "quoted", name', ''],
      ],
    );
    expect(csv.startsWith(UTF8_BOM)).toBe(true);
    expect(csv.endsWith('\r\n')).toBe(true);
    expect(parse(csv, { bom: true })).toEqual([
      ['Name', 'Address'],
      ['José Núñez', '12 Elm Street\r\nApt 4'],
      ['A "quoted", name', ''],
    ]);
  });
});
