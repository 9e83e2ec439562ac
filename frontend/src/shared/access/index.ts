export { AccessProvider, RequirePermission, useCan, useMayOpen, useMayOpenFilter } from './access.context';
