import { ADULT_AGE, type MemberRole, type MembershipStep } from '@koinonia/contracts';

/** Under 18 on `today` (both YYYY-MM-DD); an unknown birth date ('') is not a child's. */
export function isChildOn(birthDate: string | undefined, today: string): boolean {
  if (!birthDate) return false;
  const adultFrom = `${String(Number(birthDate.slice(0, 4)) + ADULT_AGE).padStart(4, '0')}${birthDate.slice(4)}`;
  return adultFrom > today;
}

/** Records made before membership steps read their step from the congregation role they were given. */
export function stepFromRole(role: MemberRole): MembershipStep {
  if (role === 'visitor') return 'visitor';
  if (role === 'attender') return 'regular-attender';
  return 'member';
}
