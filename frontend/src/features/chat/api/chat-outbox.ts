import { CHAT_LIMITS, type CommandResult } from '@koinonia/contracts';
import { ApiError, apiFetch } from '../../../shared/api';
import { uploadChatAttachment } from './upload-chat-attachment';

type ApiErrorCode = ApiError['code'];

/** A file chosen to send: uploading (progress 0–1), uploaded (its attachment id), or refused (the code to show, and Retry). */
export interface OutgoingFile {
  localId: string;
  name: string;
  size: number;
  type: string;
  progress: number;
  attachmentId: string | null;
  error: ApiErrorCode | null;
}

/** A message on its way: waiting for the network or its files, being sent, or refused (with the code to show and Retry). */
export interface Outgoing {
  clientId: string;
  channelId: string;
  text: string;
  state: 'queued' | 'sending' | 'failed';
  createdAt: string;
  /** Files it carries: it is sent once every one is uploaded. */
  files?: OutgoingFile[];
}

/** What the outbox holds: messages on their way, and each channel's files chosen in the composer but not sent yet. */
export interface OutboxSnapshot {
  items: readonly Outgoing[];
  drafts: Readonly<Record<string, readonly OutgoingFile[]>>;
}

type Listener = (snapshot: OutboxSnapshot) => void;

const newId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

const lostConnection = (error: unknown) =>
  error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT_ERROR' || error.status === 0 || error.status >= 502);

/**
 * The chat's outbox: a message is kept (in this browser, per person) from the moment it is written
 * until the server has it. Offline it waits, marked as queued; back online it is sent with the same
 * clientId, so a send that reached the server before its answer was lost is not stored twice. A
 * refusal (not a lost connection) marks it failed, for the reader to retry.
 *
 * Files go up as soon as they are chosen (with their progress); a message with files waits until
 * every one is uploaded. A refused or broken upload marks its file (and its message) failed: Retry
 * uploads it again. Files themselves live only in this tab: after a reload, a message whose files
 * had not finished uploading can only be discarded.
 */
export class ChatOutbox {
  private snapshot: OutboxSnapshot = { items: [], drafts: {} };
  private readonly listeners = new Set<Listener>();
  private readonly blobs = new Map<string, { channelId: string; file: File; abort: AbortController | null }>();
  private flushing = false;

  constructor(
    private readonly storageKey: string,
    private readonly onSent: (item: Outgoing, result: CommandResult) => void,
    private readonly upload: typeof uploadChatAttachment = uploadChatAttachment,
  ) {
    try {
      const stored = JSON.parse(localStorage.getItem(storageKey) ?? '[]') as Outgoing[];
      // A send cut short by closing the tab is simply sent again: the clientId makes that safe.
      // A file that had not finished uploading is gone with the tab.
      const items = stored.map((item): Outgoing => {
        const files = item.files?.map((f) => (f.attachmentId ? f : { ...f, error: f.error ?? ('UPLOAD_FAILED' as const) }));
        const broken = files?.some((f) => f.error !== null) ?? false;
        return { ...item, files, state: broken ? 'failed' : item.state === 'sending' ? 'queued' : item.state };
      });
      this.snapshot = { items, drafts: {} };
    } catch {
      this.snapshot = { items: [], drafts: {} };
    }
  }

  get current(): OutboxSnapshot {
    return this.snapshot;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** Files chosen in a channel's composer (as many as a message takes): each starts uploading at once; one past the size limit is refused here. */
  choose(channelId: string, files: File[]): void {
    const already = this.snapshot.drafts[channelId] ?? [];
    const chosen = files.slice(0, Math.max(0, CHAT_LIMITS.attachments - already.length)).map((file): OutgoingFile => {
      const localId = newId();
      this.blobs.set(localId, { channelId, file, abort: null });
      const tooLarge = file.size > CHAT_LIMITS.attachmentBytes;
      return { localId, name: file.name, size: file.size, type: file.type, progress: 0, attachmentId: null, error: tooLarge ? 'FILE_TOO_LARGE' : null };
    });
    this.setDrafts(channelId, [...already, ...chosen]);
    for (const file of chosen) if (file.error === null) void this.startUpload(file.localId);
  }

  /** Takes a chosen file back out of the composer (its upload, if running, is stopped). */
  unchoose(channelId: string, localId: string): void {
    this.blobs.get(localId)?.abort?.abort();
    this.blobs.delete(localId);
    this.setDrafts(
      channelId,
      (this.snapshot.drafts[channelId] ?? []).filter((f) => f.localId !== localId),
    );
  }

  /** Uploads a refused or broken file again (in the composer or on a waiting message); one past the size limit stays refused. */
  retryUpload(localId: string): void {
    if ((this.blobs.get(localId)?.file.size ?? 0) > CHAT_LIMITS.attachmentBytes) return;
    void this.startUpload(localId);
  }

  /** Queues a message with the channel's chosen files. */
  add(channelId: string, text: string): void {
    const files = this.snapshot.drafts[channelId] ?? [];
    const item: Outgoing = {
      clientId: newId(),
      channelId,
      text,
      state: 'queued',
      createdAt: new Date().toISOString(),
      ...(files.length ? { files: [...files] } : {}),
    };
    const drafts = { ...this.snapshot.drafts };
    delete drafts[channelId];
    this.set({ items: [...this.snapshot.items, item], drafts });
    void this.flush();
  }

  retry(clientId: string): void {
    const item = this.snapshot.items.find((i) => i.clientId === clientId);
    for (const file of item?.files ?? []) if (file.error !== null && this.blobs.has(file.localId)) void this.startUpload(file.localId);
    this.setItems(this.snapshot.items.map((i) => (i.clientId === clientId ? { ...i, state: 'queued' } : i)));
    void this.flush();
  }

  discard(clientId: string): void {
    const item = this.snapshot.items.find((i) => i.clientId === clientId);
    for (const file of item?.files ?? []) {
      this.blobs.get(file.localId)?.abort?.abort();
      this.blobs.delete(file.localId);
    }
    this.setItems(this.snapshot.items.filter((i) => i.clientId !== clientId));
  }

  /** Sends what waits, in order; a message whose files are still uploading waits for them; stops at the first lost connection. */
  async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (;;) {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
        const next = this.snapshot.items.find((item) => item.state === 'queued' && (item.files ?? []).every((f) => f.attachmentId !== null));
        if (!next) return;
        this.update(next.clientId, 'sending');
        try {
          const attachmentIds = (next.files ?? []).map((f) => f.attachmentId!);
          const result = await apiFetch<CommandResult>(`/api/chat/channels/${encodeURIComponent(next.channelId)}/messages`, {
            method: 'POST',
            body: { clientId: next.clientId, text: next.text, ...(attachmentIds.length ? { attachmentIds } : {}) },
          });
          for (const file of next.files ?? []) this.blobs.delete(file.localId);
          this.setItems(this.snapshot.items.filter((item) => item.clientId !== next.clientId));
          this.onSent(next, result);
        } catch (error) {
          const lost = lostConnection(error);
          this.update(next.clientId, lost ? 'queued' : 'failed');
          if (lost) return;
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private async startUpload(localId: string): Promise<void> {
    const blob = this.blobs.get(localId);
    if (!blob) return;
    blob.abort?.abort();
    const abort = new AbortController();
    blob.abort = abort;
    this.patchFile(localId, { progress: 0, error: null, attachmentId: null });
    try {
      const result = await this.upload(blob.channelId, blob.file, (progress) => this.patchFile(localId, { progress }), abort.signal);
      if (abort.signal.aborted) return;
      this.patchFile(localId, { progress: 1, attachmentId: result.id });
      void this.flush();
    } catch (error) {
      if (abort.signal.aborted) return;
      const code: ApiErrorCode = error instanceof ApiError ? error.code : 'UPLOAD_FAILED';
      this.patchFile(localId, { error: code });
      // A message waiting for this file cannot go: it shows the refusal, with Retry.
      this.setItems(this.snapshot.items.map((item) => (item.files?.some((f) => f.localId === localId) ? { ...item, state: 'failed' } : item)));
    }
  }

  /** Changes a file wherever it is: in a composer, or on a waiting message. */
  private patchFile(localId: string, change: Partial<OutgoingFile>): void {
    const patch = (files: readonly OutgoingFile[]) => files.map((f) => (f.localId === localId ? { ...f, ...change } : f));
    const drafts = Object.fromEntries(Object.entries(this.snapshot.drafts).map(([channelId, files]) => [channelId, patch(files)]));
    const items = this.snapshot.items.map((item) => (item.files?.some((f) => f.localId === localId) ? { ...item, files: patch(item.files) } : item));
    this.set({ items, drafts }, change.progress === undefined || change.attachmentId !== undefined || change.error !== undefined);
  }

  private update(clientId: string, state: Outgoing['state']): void {
    this.setItems(this.snapshot.items.map((item) => (item.clientId === clientId ? { ...item, state } : item)));
  }

  private setItems(items: Outgoing[]): void {
    this.set({ ...this.snapshot, items });
  }

  private setDrafts(channelId: string, files: OutgoingFile[]): void {
    const drafts = { ...this.snapshot.drafts, [channelId]: files };
    if (files.length === 0) delete drafts[channelId];
    this.set({ ...this.snapshot, drafts });
  }

  private set(snapshot: OutboxSnapshot, persist = true): void {
    this.snapshot = snapshot;
    if (persist) {
      try {
        localStorage.setItem(this.storageKey, JSON.stringify(snapshot.items));
      } catch {
        // A full or refused storage keeps the queue for this tab only.
      }
    }
    for (const listener of this.listeners) listener(snapshot);
  }
}
