/** The help context's public face. */
export { HelpModule } from './help.module';
