export { STORAGE_KEYS } from './storage-keys.constant';
export { parsers, type Parser } from './stored-value';
export { useOwnedState, useStoredState } from './use-stored-state.hook';
