/** What a column of an imported file may fill: the member's fields, and two the preview checks ahead of the record holding them. */
export const IMPORT_FIELDS = ['fullName', 'email', 'phone', 'address', 'ministry', 'role', 'household', 'birthDate'] as const;
export type ImportField = (typeof IMPORT_FIELDS)[number];

/** Which column (its index in the file's header) fills each field; a field absent from it stays empty. */
export type ImportMapping = Partial<Record<ImportField, number>>;

/** What to do with a row whose email already belongs to someone in the directory. */
export const IMPORT_DUPLICATE_CHOICES = ['skip', 'update'] as const;
export type ImportDuplicateChoice = (typeof IMPORT_DUPLICATE_CHOICES)[number];

/** Uploads past these are refused whole (FILE_TOO_LARGE): a directory of thousands fits well within. */
export const MEMBER_IMPORT_LIMITS = { maxBytes: 5 * 1024 * 1024, maxRows: 20_000 } as const;
