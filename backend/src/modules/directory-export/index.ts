/** The directory export context's public face: its module (nothing else uses its parts). */
export { DirectoryExportModule } from './directory-export.module';
export { toCsv } from './csv/directory-csv.util';
