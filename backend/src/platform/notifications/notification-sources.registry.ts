import { Injectable } from '@nestjs/common';
import type { NotificationSource } from './notification-source.type';

/**
 * Every event type that makes notifications, each registered by the module that owns it, so the
 * notification centre needs no knowledge of the areas it hears from.
 */
@Injectable()
export class NotificationSources {
  private readonly sources = new Map<string, NotificationSource>();

  register(source: NotificationSource): void {
    if (this.sources.has(source.eventType)) throw new Error(`A notification source for "${source.eventType}" is already registered`);
    this.sources.set(source.eventType, source);
  }

  of(eventType: string): NotificationSource | undefined {
    return this.sources.get(eventType);
  }

  get eventTypes(): string[] {
    return [...this.sources.keys()];
  }
}
