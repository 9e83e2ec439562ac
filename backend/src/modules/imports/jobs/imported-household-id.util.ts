import { createHash } from 'node:crypto';

/** How an import tells the households a file names apart: by name, whatever the case or spacing ("RIVERA HOME" is "Rivera home"). */
export const householdKey = (name: string): string => name.trim().toLowerCase();

/**
 * The id of the household an import creates for a name: the same for the same import and name, so a
 * job retried after a restart finds the household it made rather than making a second, and Undo
 * knows which households were the import's own (no one else makes a household with this id).
 */
export function importedHouseholdId(importId: string, name: string): string {
  const hex = createHash('sha256')
    .update(`member-import-household\n${importId}\n${householdKey(name)}`)
    .digest('hex');
  const variant = ((Number.parseInt(hex[16], 16) & 0x3) | 0x8).toString(16);
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-5${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}
