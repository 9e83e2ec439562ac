/** The admin dashboard's public face. */
export { AdminModule } from './admin.module';
