/** The give feature's public face, for the app to compose into /my-giving: a member's recurring gifts. */
export { MyRecurringGiftsSection } from './components/my-recurring-gifts.section';
