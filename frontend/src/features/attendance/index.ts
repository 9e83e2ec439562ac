export { CongregationCarePage } from './components/congregation-care.page';
