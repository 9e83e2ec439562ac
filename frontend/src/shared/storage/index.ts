export { STORAGE_KEYS } from './storage-keys.constant';
export { parsers, readOwned, readStored, writeOwned, writeStored, type Parser } from './stored-value';
export { useOwnedState, useStoredState } from './use-stored-state.hook';
