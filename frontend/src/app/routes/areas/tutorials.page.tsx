export { default } from '../../../features/help/components/tutorials.page';
