import { ContextModule } from '../../platform/context/context-module.decorator';
import { MembersModule } from '../members';
import { OrganisationModule } from '../organisation';
import { SecurityModule } from '../security';
import { DirectoryExportController } from './directory-export.controller';
import { DirectoryExportService } from './directory-export.service';
import { MailingLabelsPdf } from './pdf/mailing-labels-pdf.service';
import { PhotoDirectoryPdf } from './pdf/photo-directory-pdf.service';

/**
 * The member directory as files (CSV, a photo directory, mailing labels). Its own context because
 * every export is accounted for in the security log, and the members context cannot import security
 * (security → identity → members would be a cycle).
 */
@ContextModule({
  name: 'directory-export',
  imports: [MembersModule, OrganisationModule, SecurityModule],
  controllers: [DirectoryExportController],
  providers: [DirectoryExportService, PhotoDirectoryPdf, MailingLabelsPdf],
})
export class DirectoryExportModule {}
