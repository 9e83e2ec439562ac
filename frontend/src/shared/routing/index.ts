export { paths, routePatterns, safeReturnTo } from './paths.constant';
export { useListAddress } from './use-list-address.hook';
