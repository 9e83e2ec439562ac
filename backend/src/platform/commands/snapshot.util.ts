import { createHash } from 'node:crypto';
import type { Collection, Document } from '../read-store/read-store.port';
import type { SnapshotPolicy } from './decider.type';

/**
 * Where snapshots live: a read-store collection like the projections' checkpoints. It is
 * disposable — dropping it, or a rebuild of the read store, only makes the next loads fold
 * whole streams again — so nothing here is ever the truth, only a shortcut to it.
 */
export const SNAPSHOTS = '_snapshots';

export interface SnapshotDocument extends Document {
  /** The policy's version the state was folded with. */
  version: number;
  /** The revision of the stream's last event folded into the state, and that event's global position. */
  revision: number;
  position: string;
  /** The state as JSON text (so the store cannot reshape it), and its SHA-256. */
  state: string;
  checksum: string;
}

/** A state as of an event of its stream. */
export interface Snapshot<State> {
  state: State;
  revision: number;
  position: bigint;
}

const snapshotId = (policy: SnapshotPolicy, stream: string) => `${policy.name}:${stream}`;
const checksumOf = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * The newest usable snapshot of `stream`, or null: none, another version, a malformed or
 * corrupt document, or the store failing all read as "fold from the start". The caller still
 * checks that the event it was taken at is in the stream.
 */
export async function readSnapshot<State>(snapshots: Collection<SnapshotDocument>, stream: string, policy: SnapshotPolicy): Promise<Snapshot<State> | null> {
  try {
    const found = await snapshots.findOne({ _id: snapshotId(policy, stream) });
    if (!found || found.version !== policy.version || !Number.isInteger(found.revision) || found.revision < 0) return null;
    if (typeof found.state !== 'string' || typeof found.position !== 'string' || !/^\d+$/.test(found.position)) return null;
    if (checksumOf(found.state) !== found.checksum) return null;
    return { state: JSON.parse(found.state) as State, revision: found.revision, position: BigInt(found.position) };
  } catch {
    return null;
  }
}

/** Keeps `snapshot` as the newest; a failure to write costs only the next load's time. */
export async function writeSnapshot<State>(
  snapshots: Collection<SnapshotDocument>,
  stream: string,
  policy: SnapshotPolicy,
  snapshot: Snapshot<State>,
): Promise<boolean> {
  try {
    const state = JSON.stringify(snapshot.state);
    const document: SnapshotDocument = {
      _id: snapshotId(policy, stream),
      version: policy.version,
      revision: snapshot.revision,
      position: snapshot.position.toString(),
      state,
      checksum: checksumOf(state),
    };
    await snapshots.replaceOne({ _id: document._id }, document, { upsert: true });
    return true;
  } catch {
    return false;
  }
}
