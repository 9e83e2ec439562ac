import { CommandHandler, type ICommandHandler } from '@nestjs/cqrs';
import { EVENT_IMAGE_TYPES } from '@koinonia/contracts';
import { actorIdOf } from '../../../platform/commands/command-actor.type';
import type { CommandDone } from '../../../platform/commands/command-done.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { vendorDecider } from '../domain/vendor.decider';
import { vendorStream } from '../domain/vendors.events';
import { VendorPhotoStore } from '../photos/vendor-photo.store';
import { UUID } from './vendor-profile.handlers';
import { AddVendorPhotoCommand, RemoveVendorPhotoCommand } from './vendor.commands';

/**
 * Images only (JPEG, PNG or WebP by their content). The files are written before the event, and
 * removed again when the event is refused, so a recorded photo always has its files.
 */
@CommandHandler(AddVendorPhotoCommand)
export class AddVendorPhotoHandler implements ICommandHandler<AddVendorPhotoCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly photos: VendorPhotoStore,
  ) {}

  async execute({ vendorId, photoId, file, actor }: AddVendorPhotoCommand): Promise<CommandDone> {
    if (!UUID.test(vendorId)) throw new DomainError('NOT_FOUND');
    const current = await this.executor.load(vendorStream(vendorId), vendorDecider);
    // Refused before the file is read: no vendor, or no room for another photo.
    vendorDecider.decide({ type: 'AddVendorPhoto', vendorId, photoId }, current.state, { now: new Date().toISOString(), actorId: actorIdOf(actor) });
    if (!file.detectedType || !EVENT_IMAGE_TYPES.includes(file.detectedType.mime)) throw new DomainError('UNSUPPORTED_FILE_TYPE');
    // A file that claims to be an image but is not one fails here, before anything is kept.
    await this.photos.save(photoId, file.bytes).catch(() => {
      throw new DomainError('UNSUPPORTED_FILE_TYPE');
    });
    try {
      const outcome = await this.executor.execute(
        vendorStream(vendorId),
        vendorDecider,
        { type: 'AddVendorPhoto', vendorId, photoId },
        { actorId: actorIdOf(actor), expectedRevision: current.revision },
      );
      return { id: vendorId, revision: outcome.revision, position: outcome.position };
    } catch (error) {
      await this.photos.remove(photoId);
      throw error;
    }
  }
}

@CommandHandler(RemoveVendorPhotoCommand)
export class RemoveVendorPhotoHandler implements ICommandHandler<RemoveVendorPhotoCommand, CommandDone> {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly photos: VendorPhotoStore,
  ) {}

  async execute({ vendorId, photoId, actor }: RemoveVendorPhotoCommand): Promise<CommandDone> {
    if (!UUID.test(vendorId)) throw new DomainError('NOT_FOUND');
    const outcome = await this.executor.execute(
      vendorStream(vendorId),
      vendorDecider,
      { type: 'RemoveVendorPhoto', vendorId, photoId },
      { actorId: actorIdOf(actor) },
    );
    await this.photos.remove(photoId);
    return { id: vendorId, revision: outcome.revision, position: outcome.position };
  }
}
