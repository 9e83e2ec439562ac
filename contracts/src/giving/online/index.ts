export * from './aba-routing.util';
export * from './online-giving.constant';
export * from './online-giving.dto';
export * from './online-giving.read-model';
