import { Inject, Injectable } from '@nestjs/common';
import type { ImportDuplicateChoice, ImportMapping, MemberImportPreview, MemberImportView } from '@koinonia/contracts';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { ReadStore } from '../../../platform/read-store/read-store.port';
import { guessMapping } from '../domain/import-mapping';
import { memberImportDecider } from '../domain/member-import.decider';
import { memberImportStream } from '../domain/member-import.events';
import { MemberImportPlanner } from '../planning/member-import-planner.service';
import type { MemberImportDocument } from '../projections/member-imports.projection';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

@Injectable()
export class MemberImportQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    private readonly executor: CommandExecutor,
    private readonly planner: MemberImportPlanner,
  ) {}

  /** An import's status, progress and rows' outcomes, from its read model. */
  async get(id: string): Promise<MemberImportView> {
    const document = UUID.test(id) ? await this.readStore.collection<MemberImportDocument>('member_imports').findOne({ _id: id }) : null;
    if (!document) throw new DomainError('NOT_FOUND');
    const { _id, createdBy: _createdBy, ...view } = document;
    return { id: _id, ...view };
  }

  /** What committing would do under this mapping (the guessed one by default), read from the import's own stream: the file's cells live there. */
  async preview(id: string, mapping: ImportMapping | undefined, duplicates: ImportDuplicateChoice): Promise<MemberImportPreview> {
    const { state } = UUID.test(id) ? await this.executor.load(memberImportStream(id), memberImportDecider) : { state: { status: 'none' as const } };
    if (state.status === 'none') throw new DomainError('NOT_FOUND');
    const chosen = mapping ?? guessMapping(state.columns);
    const { preview, counts } = await this.planner.plan(state.rows, chosen, duplicates, new Date().toISOString().slice(0, 10));
    return { id, filename: state.filename, columns: state.columns, mapping: chosen, duplicates, preview, counts };
  }
}
