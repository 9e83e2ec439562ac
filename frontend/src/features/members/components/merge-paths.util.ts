import { pathOf } from '../../../shared/routing';

/** The merge screen for a pair of records (the first is offered as the one that stays). */
export function mergePath(firstId: string, secondId: string): string {
  return `${pathOf('member-merge')}?${new URLSearchParams({ first: firstId, second: secondId }).toString()}`;
}
