export * from './search.constant';
export * from './search.dto';
export * from './search-result.read-model';
