/** Global search's public face. */
export { SearchModule } from './search.module';
