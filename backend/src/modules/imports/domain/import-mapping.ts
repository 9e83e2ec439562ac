import type { ImportField, ImportMapping } from '@koinonia/contracts';

/** Header words each field answers to, compared without case, spaces, dashes or underscores. */
const SYNONYMS: Record<ImportField, readonly string[]> = {
  fullName: ['name', 'fullname', 'membername', 'person', 'nombre', 'nom', 'nomcomplet', 'nomecompleto', 'vollername', 'displayname'],
  email: ['email', 'emailaddress', 'mail', 'correo', 'courriel', 'adressemail'],
  phone: ['phone', 'phonenumber', 'mobile', 'mobilephone', 'cell', 'cellphone', 'telephone', 'tel', 'telefono', 'telefon', 'handy'],
  address: ['address', 'homeaddress', 'streetaddress', 'street', 'direccion', 'adresse', 'endereco', 'anschrift'],
  ministry: ['ministry', 'ministries', 'department', 'ministerio', 'ministere'],
  role: ['role', 'memberrole', 'membership', 'status', 'rol'],
  household: ['household', 'family', 'familyname', 'householdname', 'familia', 'famille', 'haushalt'],
  birthDate: ['birthdate', 'dateofbirth', 'dob', 'birthday', 'born', 'fechadenacimiento', 'datedenaissance', 'geburtsdatum'],
};

const normalise = (header: string) =>
  header
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[\s_\-.:]/g, '');

/** The mapping a person most likely means, from the header row: each field takes the first column that names it. */
export function guessMapping(columns: readonly string[]): ImportMapping {
  const mapping: ImportMapping = {};
  const taken = new Set<number>();
  for (const field of Object.keys(SYNONYMS) as ImportField[]) {
    const index = columns.findIndex((column, i) => !taken.has(i) && SYNONYMS[field].includes(normalise(column)));
    if (index >= 0) {
      mapping[field] = index;
      taken.add(index);
    }
  }
  return mapping;
}
