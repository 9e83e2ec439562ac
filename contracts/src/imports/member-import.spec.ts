import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import { MemberImportOptionsDto } from './member-import.dto';
import { rejectedRowsCsv } from './rejected-rows-csv.util';

describe('rejectedRowsCsv', () => {
  it("writes only rejected rows, with the file's columns, their cells quoted where needed, and the messages last", () => {
    const csv = rejectedRowsCsv(
      ['Name', 'Address'],
      [
        { row: 2, outcome: 'created', name: 'Ruth', memberId: 'm1', errors: [], undo: null },
        {
          row: 3,
          outcome: 'rejected',
          name: '',
          memberId: null,
          errors: [{ field: 'fullName', message: 'This field is required to continue.' }],
          values: ['', '1 Road, "Old" Town\nNorth'],
          undo: null,
        },
      ],
    );
    expect(csv).toBe('\uFEFFName,Address,error\r\n,"1 Road, ""Old"" Town\nNorth",fullName: This field is required to continue.\r\n');
  });
});

describe('MemberImportOptionsDto', () => {
  const errors = (body: object) => validateSync(plainToInstance(MemberImportOptionsDto, body)).map((e) => e.property);
  it('takes a mapping of known fields to column indexes, and skip or update', () => {
    expect(errors({ mapping: { fullName: 0, email: 3 }, duplicates: 'update' })).toEqual([]);
    expect(errors({})).toEqual([]);
    expect(errors({ mapping: { shoeSize: 1 } })).toEqual(['mapping']);
    expect(errors({ mapping: { email: -1 } })).toEqual(['mapping']);
    expect(errors({ mapping: [0, 1] })).toEqual(['mapping']);
    expect(errors({ duplicates: 'merge' })).toEqual(['duplicates']);
  });
});
