export interface HouseholdListParams {
  search?: string;
  page?: number;
  pageSize?: number;
}

/**
 * Households live under the members' key (`['members', 'households', …]`): a change to a person
 * (a new name) refreshes the households that show them, and a household change refreshes profiles.
 */
export const householdsKeys = {
  all: ['members', 'households'] as const,
  list: (params: HouseholdListParams) => [...householdsKeys.all, 'list', params] as const,
  detail: (id: string) => [...householdsKeys.all, 'detail', id] as const,
  ofMember: (memberId: string) => [...householdsKeys.all, 'of-member', memberId] as const,
  duplicates: (page: number) => [...householdsKeys.all, 'duplicates', page] as const,
};
