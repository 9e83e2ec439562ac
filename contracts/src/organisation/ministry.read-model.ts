/** `GET /api/ministries`: the ministries a member can be placed in. */
export interface MinistryView {
  id: string;
  name: string;
  description: string;
}
