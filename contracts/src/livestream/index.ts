export * from './livestream.constant';
export * from './livestream.dto';
export * from './livestream.read-model';
export * from './livestream.permissions';
