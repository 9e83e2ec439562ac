/**
 * The care feature's public face, for the app to compose into other features' pages as slots:
 * the Pastoral Care tab of `/congregation-care` (and a person's care, with `memberId`), and the
 * New Request and Add Communication forms the page's actions open.
 */
export { PastoralCareTab } from './components/pastoral-care.tab';
export { NewCareRequestDialog } from './components/new-care-request.dialog';
export { AddCommunicationDialog } from './components/add-communication.dialog';
