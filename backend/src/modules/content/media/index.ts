/** The media library's public face: its module, what other contexts may use (describe and open a file; declare where they use one), and the command the demo church seeds files with. */
export { MediaModule } from './media.module';
export { MediaFiles, type MediaStream } from './media-files.service';
export { parseRange } from './range.util';
export { MEDIA_STORAGE, type MediaStorage } from './storage/media-storage.port';
export { sendMediaContent } from './http/send-media-content.util';
export { MediaUsageRegistry, type MediaUsageProvider } from './usage/media-usage.registry';
export { RegisterMediaFileCommand } from './commands/register-media-file/register-media-file.command';
export { ChangeMediaDetailsCommand } from './commands/change-media-details/change-media-details.command';
