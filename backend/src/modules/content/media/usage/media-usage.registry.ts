import { Injectable } from '@nestjs/common';
import type { MediaUseView } from '@koinonia/contracts';

/**
 * How another context says where it uses media files: sermons say "file X is the recording of
 * sermon Y". A context provides one of these and registers it with MediaUsageRegistry (exported by
 * MediaModule) from its constructor, as search providers do with the search registry.
 */
export interface MediaUsageProvider {
  /** What uses files through this provider (`sermon`, …): named in MEDIA_IN_USE's details. */
  readonly kind: string;
  /** Where `mediaId` is used, as the reader of the library should see it (title, link). */
  usesOf(mediaId: string): Promise<MediaUseView[]>;
  /** Whether a use shows the file to everyone signed in (a published sermon's recording): then they may fetch its content. */
  shownToEveryone(mediaId: string): Promise<boolean>;
}

/** Every context's media usage providers: what uses a file, asked before it is deleted and shown in the library. */
@Injectable()
export class MediaUsageRegistry {
  private readonly providers: MediaUsageProvider[] = [];

  register(provider: MediaUsageProvider): void {
    if (this.providers.some((p) => p.kind === provider.kind)) throw new Error(`A media usage provider for ${provider.kind} is registered already`);
    this.providers.push(provider);
  }

  async usesOf(mediaId: string): Promise<MediaUseView[]> {
    const found = await Promise.all(this.providers.map((provider) => provider.usesOf(mediaId)));
    return found.flat();
  }

  /** Whether anything shows the file to everyone signed in; otherwise only the media team may fetch it. */
  async shownToEveryone(mediaId: string): Promise<boolean> {
    const shown = await Promise.all(this.providers.map((provider) => provider.shownToEveryone(mediaId)));
    return shown.includes(true);
  }
}
