import { AddHouseholdMemberHandler } from './add-household-member/add-household-member.handler';
import { ChangeHouseholdHandler } from './change-household/change-household.handler';
import { CreateHouseholdHandler } from './create-household/create-household.handler';
import { DissolveHouseholdHandler } from './dissolve-household/dissolve-household.handler';
import { MergeHouseholdsHandler } from './merge-households/merge-households.handler';
import { RemoveHouseholdMemberHandler } from './remove-household-member/remove-household-member.handler';

/** The households' write side: one handler per use case. */
export const HOUSEHOLD_COMMAND_HANDLERS = [
  CreateHouseholdHandler,
  ChangeHouseholdHandler,
  AddHouseholdMemberHandler,
  RemoveHouseholdMemberHandler,
  MergeHouseholdsHandler,
  DissolveHouseholdHandler,
];
