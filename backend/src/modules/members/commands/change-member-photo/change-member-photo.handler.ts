import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { can, MEMBER_PHOTO_TYPES } from '@koinonia/contracts';
import { actorIdOf } from '../../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../../platform/commands/command-executor.service';
import { DomainError } from '../../../../platform/errors/domain-error';
import { memberDecider } from '../../domain/member.decider';
import { memberStream } from '../../domain/member.events';
import { MemberPhotoStore } from '../../photos/member-photo.store';
import { MemberQueriesService } from '../../queries/member-queries.service';
import { directoryReaderOf, isOwnRecord } from '../../queries/member-visibility.util';
import { ChangeMemberPhotoCommand } from './change-member-photo.command';

/**
 * The member themselves or members.write, as for privacy. The image's kind is read from its
 * content (JPEG, PNG or WebP); its files are written before the event, and the old ones removed
 * after it, so a recorded photo always has its files.
 */
@CommandHandler(ChangeMemberPhotoCommand)
export class ChangeMemberPhotoHandler implements ICommandHandler<ChangeMemberPhotoCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly queries: MemberQueriesService,
    private readonly photos: MemberPhotoStore,
  ) {}

  async execute({ memberId, photoId, file, actor }: ChangeMemberPhotoCommand): Promise<CommandDone> {
    if (actor.kind === 'user') {
      const reader = directoryReaderOf(actor.user);
      if (!isOwnRecord(reader, memberId) && !can(actor.user.roles, 'members.write')) {
        await this.queries.get(memberId, reader);
        throw new DomainError('AUTHORIZATION');
      }
    }
    // The member's own change is marked as theirs: their history says so, and staff see it among self-updates.
    const bySelf = actor.kind === 'user' && isOwnRecord(directoryReaderOf(actor.user), memberId);
    const current = await this.executor.load(memberStream(memberId), memberDecider);
    if (current.state.status === 'none') throw new DomainError('MEMBER_NOT_FOUND');
    const previous = current.state.photoId ?? null;
    if (file) {
      if (!file.detectedType || !MEMBER_PHOTO_TYPES.includes(file.detectedType.mime)) throw new DomainError('UNSUPPORTED_FILE_TYPE');
      // A file that claims to be an image but is not one fails here, before anything is kept.
      await this.photos.save(photoId, file.bytes).catch(() => {
        throw new DomainError('UNSUPPORTED_FILE_TYPE');
      });
    }
    const next = file ? photoId : null;
    try {
      const outcome = await this.executor.execute(
        memberStream(memberId),
        memberDecider,
        { type: 'ChangeMemberPhoto', memberId, photoId: next, ...(bySelf ? { by: 'self' as const } : {}) },
        { actorId: actorIdOf(actor), expectedRevision: current.revision },
      );
      if (previous && previous !== next) await this.photos.remove(previous);
      return { id: memberId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      if (next) await this.photos.remove(next);
      throw error;
    }
  }
}
