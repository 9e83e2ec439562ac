export { AccessProvider, RequirePermission, useCan, useMayOpenFilter } from './access.context';
