import { CommitMemberImportHandler } from './commit-member-import/commit-member-import.handler';
import { UndoMemberImportHandler } from './undo-member-import/undo-member-import.handler';
import { UploadMemberImportHandler } from './upload-member-import/upload-member-import.handler';

export const MEMBER_IMPORT_COMMAND_HANDLERS = [UploadMemberImportHandler, CommitMemberImportHandler, UndoMemberImportHandler];
