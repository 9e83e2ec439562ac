/** The directory export context's public face: its module (nothing else uses its parts). */
export { DirectoryExportModule } from './directory-export.module';
