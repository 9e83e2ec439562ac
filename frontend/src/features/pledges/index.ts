/** The pledges feature's public face, for the app to compose into /my-giving: a member's pledges and the form to make one. */
export { MyPledgesSection } from './components/my-pledges.section';
