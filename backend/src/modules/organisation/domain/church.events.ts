export type ChurchFounded = { type: 'ChurchFounded'; data: { churchId: string; name: string; timeZone: string } };
export type MinistryAdded = { type: 'MinistryAdded'; data: { churchId: string; ministryId: string; name: string; description: string } };
export type ChurchEvent = ChurchFounded | MinistryAdded;

export const churchStream = (churchId: string) => `church-${churchId}`;
