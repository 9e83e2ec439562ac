const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids in paths are the app's own uuids; anything else names no record. */
export const isUuid = (value: string): boolean => UUID.test(value);
