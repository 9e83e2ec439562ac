/** The giving feature's public face: the /my-giving page, which the app composes with the other giving features' sections. */
export { MyGivingPage } from './components/my-giving.page';
