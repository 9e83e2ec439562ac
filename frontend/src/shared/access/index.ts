export { AccessProvider, RequirePermission, useCan } from './access.context';
