import { Inject, Injectable } from '@nestjs/common';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import type { ChatChannelState } from '../domain/chat-channel.decider';
import { ChatAccess } from '../queries/chat-access.service';

const LETTER = /[\p{L}\p{N}]/u;

/**
 * The people a message names: `@Full Name` or `@First` of an account that belongs to the channel
 * (not the author). Those are the ones notified.
 */
@Injectable()
export class ChatMentions {
  constructor(
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
    private readonly access: ChatAccess,
  ) {}

  async of(text: string, channel: ChatChannelState, authorId: string): Promise<string[]> {
    if (!text.includes('@')) return [];
    const lower = text.toLowerCase();
    const named = (name: string) => {
      const needle = `@${name.toLowerCase()}`;
      for (let at = lower.indexOf(needle); at !== -1; at = lower.indexOf(needle, at + 1)) {
        const after = lower[at + needle.length];
        if (after === undefined || !LETTER.test(after)) return true;
      }
      return false;
    };
    const accounts = (await this.directory.accounts()).filter((a) => a.active && a.id !== authorId && a.displayName.trim().length > 0);
    const mentioned = accounts.filter((a) => named(a.displayName) || named(a.displayName.trim().split(/\s+/)[0]!));
    const kept: string[] = [];
    for (const account of mentioned) {
      const reader = { id: account.id, roles: account.roles, memberId: account.memberId };
      const belonging = await this.access.belongingOf(reader);
      if (this.access.belongs(reader, channel, belonging)) kept.push(account.id);
    }
    return kept;
  }
}
