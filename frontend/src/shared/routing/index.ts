export { paths, routePatterns, safeReturnTo } from './paths.constant';
