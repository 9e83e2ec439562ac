export * from './admin-overview.read-model';
export * from './system-status.read-model';
