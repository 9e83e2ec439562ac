export * from './ministry.read-model';
export * from './feature-flags.constant';
export * from './organisation-settings.read-model';
export * from './organisation-settings.dto';
