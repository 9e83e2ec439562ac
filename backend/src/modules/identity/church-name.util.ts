import type { ReadStore } from '../../platform/read-store/read-store.port';

/** The church's name as emails and authenticator apps show it. */
export async function churchName(readStore: ReadStore): Promise<string> {
  const church = await readStore.collection<{ _id: string; name: string }>('church').findOne({});
  return church?.name ?? 'Koinonia';
}
