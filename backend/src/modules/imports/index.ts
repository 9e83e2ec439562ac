/** The imports context's public face: its module, for app.module.ts. */
export { ImportsModule } from './imports.module';
