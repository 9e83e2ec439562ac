export * from './media-kinds.constant';
export * from './media.dto';
export * from './media.read-model';
