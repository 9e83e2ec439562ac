/** One of the church's own categories, beside the built-in ones; added again, its label changes. */
export type EventCategoryAdded = { type: 'EventCategoryAdded'; data: { churchId: string; slug: string; label: string } };

export type EventCategoriesEvent = EventCategoryAdded;

/** The church's category list: one stream, a setting of the church. */
export const eventCategoriesStream = (churchId: string) => `eventcategories-${churchId}`;
