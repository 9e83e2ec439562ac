import { guessMapping } from './import-mapping';

describe('guessMapping', () => {
  it('reads headers whatever their case, spacing or word', () => {
    expect(guessMapping(['Full Name', 'E-mail', 'Mobile', 'Home Address', 'Ministry', 'Role', 'Family', 'Date of Birth'])).toEqual({
      fullName: 0,
      email: 1,
      phone: 2,
      address: 3,
      ministry: 4,
      role: 5,
      household: 6,
      birthDate: 7,
    });
    expect(guessMapping(['  NAME ', 'email_address', 'Cell Phone', 'Notes'])).toEqual({ fullName: 0, email: 1, phone: 2 });
    expect(guessMapping(['Notes', 'Shoe size'])).toEqual({});
  });
});
