import { readMemberCsv } from './member-csv.util';

const file = (bytes: Buffer) => ({ filename: 'people.csv', bytes });

describe('readMemberCsv', () => {
  it('reads UTF-8 with a BOM, commas and quoted commas, quotes and newlines', () => {
    const csv = readMemberCsv(file(Buffer.from('\uFEFFName,Address\r\n"Chloé ""Clo"" Corinth","1 Road, Town\nNorth"\r\n')));
    expect(csv).toEqual({ encoding: 'utf-8', delimiter: ',', columns: ['Name', 'Address'], rows: [['Chloé "Clo" Corinth', '1 Road, Town\nNorth']] });
  });

  it('reads Windows-1252 and semicolons, and pads short rows', () => {
    const csv = readMemberCsv(file(Buffer.from('Nom;Courriel;Téléphone\nAndré Müller;andre@example.org\n', 'latin1')));
    expect(csv).toEqual({
      encoding: 'windows-1252',
      delimiter: ';',
      columns: ['Nom', 'Courriel', 'Téléphone'],
      rows: [['André Müller', 'andre@example.org', '']],
    });
  });

  it('refuses binary content, broken quoting and a file without rows', () => {
    expect(() => readMemberCsv({ ...file(Buffer.from('PK\u0003\u0004')), detectedType: { ext: 'zip', mime: 'application/zip' } })).toThrow(
      expect.objectContaining({ code: 'UNSUPPORTED_FILE_TYPE' }),
    );
    expect(() => readMemberCsv(file(Buffer.from('a\u0000b\n1,2\n')))).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_FILE_TYPE' }));
    expect(() => readMemberCsv(file(Buffer.from('Name,Email\n"unclosed,x\n')))).toThrow(expect.objectContaining({ code: 'UNSUPPORTED_FILE_TYPE' }));
    expect(() => readMemberCsv(file(Buffer.from('Name,Email\n\n')))).toThrow(expect.objectContaining({ code: 'UPLOAD_FAILED' }));
  });
});
