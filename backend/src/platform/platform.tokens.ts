/** Injection tokens for the ports, so modules depend on the interface, never on an adapter. */
export const EVENT_STORE = Symbol('EVENT_STORE');
export const READ_STORE = Symbol('READ_STORE');
export const APP_CONFIG = Symbol('APP_CONFIG');
/** Optional BackoffOptions for the projection and reactor runners (DEFAULT_BACKOFF when not provided). */
export const RETRY_BACKOFF = Symbol('RETRY_BACKOFF');
