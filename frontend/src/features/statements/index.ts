/** The statements feature's public face: a member's own statements, for /my-giving. */
export { MyStatementsSection } from './components/my-statements.section';
