export * from './member-import.constant';
export * from './member-import.dto';
export * from './member-import.read-model';
export * from './rejected-rows-csv.util';
