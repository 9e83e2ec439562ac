/** The engagement feature's public face, for the app to compose into Congregation Care: the Engagement tab. */
export { EngagementTab } from './components/engagement.tab';
