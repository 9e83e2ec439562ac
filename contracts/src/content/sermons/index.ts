export * from './sermon.constant';
export * from './sermon.dto';
export * from './sermon.read-model';
