import { pathOf } from '../../../../shared/routing';

/** Links to the households' pages, from the route table. */
export const householdPaths = {
  list: () => pathOf('households'),
  household: (id: string) => pathOf('household').replace(':id', encodeURIComponent(id)),
  duplicates: () => pathOf('member-duplicates'),
};
