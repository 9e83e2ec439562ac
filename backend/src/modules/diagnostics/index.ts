/** The client error reports' public face. */
export { DiagnosticsModule } from './diagnostics.module';
