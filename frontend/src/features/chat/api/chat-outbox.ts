import type { CommandResult } from '@koinonia/contracts';
import { ApiError, apiFetch } from '../../../shared/api';

/** A message on its way: waiting for the network, being sent, or refused (with the code to show and Retry). */
export interface Outgoing {
  clientId: string;
  channelId: string;
  text: string;
  state: 'queued' | 'sending' | 'failed';
  createdAt: string;
}

type Listener = (items: readonly Outgoing[]) => void;

const newClientId = () => (typeof crypto.randomUUID === 'function' ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}`);

/**
 * The chat's outbox: a message is kept (in this browser, per person) from the moment it is written
 * until the server has it. Offline it waits, marked as queued; back online it is sent with the same
 * clientId, so a send that reached the server before its answer was lost is not stored twice. A
 * refusal (not a lost connection) marks it failed, for the reader to retry.
 */
export class ChatOutbox {
  private items: Outgoing[] = [];
  private readonly listeners = new Set<Listener>();
  private flushing = false;

  constructor(
    private readonly storageKey: string,
    private readonly onSent: (item: Outgoing, result: CommandResult) => void,
  ) {
    try {
      const stored = JSON.parse(localStorage.getItem(storageKey) ?? '[]') as Outgoing[];
      // A send cut short by closing the tab is simply sent again: the clientId makes that safe.
      this.items = stored.map((item) => (item.state === 'sending' ? { ...item, state: 'queued' } : item));
    } catch {
      this.items = [];
    }
  }

  get current(): readonly Outgoing[] {
    return this.items;
  }

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  add(channelId: string, text: string): void {
    this.set([...this.items, { clientId: newClientId(), channelId, text, state: 'queued', createdAt: new Date().toISOString() }]);
    void this.flush();
  }

  retry(clientId: string): void {
    this.set(this.items.map((item) => (item.clientId === clientId ? { ...item, state: 'queued' } : item)));
    void this.flush();
  }

  discard(clientId: string): void {
    this.set(this.items.filter((item) => item.clientId !== clientId));
  }

  /** Sends what waits, in order; stops at the first lost connection (the rest waits for the next chance). */
  async flush(): Promise<void> {
    if (this.flushing) return;
    this.flushing = true;
    try {
      for (;;) {
        if (typeof navigator !== 'undefined' && navigator.onLine === false) return;
        const next = this.items.find((item) => item.state === 'queued');
        if (!next) return;
        this.update(next.clientId, 'sending');
        try {
          const result = await apiFetch<CommandResult>(`/api/chat/channels/${encodeURIComponent(next.channelId)}/messages`, {
            method: 'POST',
            body: { clientId: next.clientId, text: next.text },
          });
          this.set(this.items.filter((item) => item.clientId !== next.clientId));
          this.onSent(next, result);
        } catch (error) {
          const lost =
            error instanceof ApiError && (error.code === 'NETWORK_ERROR' || error.code === 'TIMEOUT_ERROR' || error.status === 0 || error.status >= 502);
          this.update(next.clientId, lost ? 'queued' : 'failed');
          if (lost) return;
        }
      }
    } finally {
      this.flushing = false;
    }
  }

  private update(clientId: string, state: Outgoing['state']): void {
    this.set(this.items.map((item) => (item.clientId === clientId ? { ...item, state } : item)));
  }

  private set(items: Outgoing[]): void {
    this.items = items;
    try {
      localStorage.setItem(this.storageKey, JSON.stringify(items));
    } catch {
      // A full or refused storage keeps the queue for this tab only.
    }
    for (const listener of this.listeners) listener(items);
  }
}
