export * from './ministry.read-model';
