import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import { catalogueEntry, type FieldError, type HouseholdRelationship } from '@koinonia/contracts';
import { bySystem, type CommandActor } from '../../../platform/commands/command-actor.type';
import { CommandExecutor } from '../../../platform/commands/command-executor.service';
import { DomainError } from '../../../platform/errors/domain-error';
import { WrongExpectedRevisionError } from '../../../platform/event-store/event-store.port';
import {
  AddHouseholdMemberCommand,
  ArchiveMemberCommand,
  ChangeMemberDetailsCommand,
  CreateHouseholdCommand,
  DissolveHouseholdCommand,
  HouseholdQueriesService,
  isChildOn,
  MemberQueriesService,
  RegisterMemberCommand,
} from '../../members';
import { memberImportDecider, namesHouseholds, pendingRows, undoableRows, type MemberImportState } from '../domain/member-import.decider';
import {
  memberImportStream,
  type HouseholdUndoResult,
  type ImportedDetails,
  type PlannedRow,
  type RowResult,
  type UndoResult,
} from '../domain/member-import.events';
import { householdKey, importedHouseholdId } from './imported-household-id.util';

/** Rows written between two recorded outcomes: what a crash may leave to check again. */
export const IMPORT_BATCH = 250;

type Running = Exclude<MemberImportState, { status: 'none' }>;

const sameValues = (wanted: Partial<ImportedDetails>, actual: ImportedDetails) =>
  Object.entries(wanted).every(([field, value]) => actual[field as keyof ImportedDetails] === value);

function rowErrors(error: DomainError): FieldError[] {
  return error.details?.fields?.length ? error.details.fields : [{ field: 'row', message: catalogueEntry(error.code).message }];
}

/** Households this run created, by lower-case name: the read model may not have them yet when the next row names them. */
type CreatedHouseholds = Map<string, string>;

const isStale = (error: unknown) => error instanceof WrongExpectedRevisionError || (error instanceof DomainError && error.code === 'CONCURRENCY_CONFLICT');

/**
 * Carries out a committed import, or its Undo, row by row through the members context's own
 * commands, recording outcomes in batches on the import's stream. It starts from what the stream
 * has recorded, so after a restart it continues; the one batch a crash may have cut short is
 * checked against each person's own stream first (the ids were chosen at commit), so no row is
 * applied twice and no person is created twice.
 */
@Injectable()
export class MemberImportJob {
  constructor(
    private readonly executor: CommandExecutor,
    private readonly commands: CommandBus,
    private readonly members: MemberQueriesService,
    private readonly households: HouseholdQueriesService,
  ) {}

  async run(importId: string, actorId: string | null): Promise<void> {
    const { state } = await this.executor.load(memberImportStream(importId), memberImportDecider);
    if (state.status === 'running') await this.importRows(state, bySystem(actorId));
    if (state.status === 'undoing') {
      await this.undoRows(state, bySystem(actorId));
      // The households are judged by what Undo did with their people: read back from the stream.
      const after = (await this.executor.load(memberImportStream(importId), memberImportDecider)).state;
      if (after.status === 'undoing' && !after.householdsUndone && namesHouseholds(after)) await this.undoHouseholds(after, bySystem(actorId));
    }
  }

  private async importRows(state: Running, actor: CommandActor): Promise<void> {
    const pending = pendingRows(state);
    const created: CreatedHouseholds = new Map();
    for (let start = 0; start < pending.length; start += IMPORT_BATCH) {
      const results: RowResult[] = [];
      for (const planned of pending.slice(start, start + IMPORT_BATCH)) {
        const result = await this.importRow(planned, actor, start === 0);
        if (result.memberId && (result.outcome === 'created' || result.outcome === 'updated') && (planned.action === 'create' || planned.action === 'update'))
          await this.placeInHousehold(state.importId, planned, result.memberId, actor, created, start === 0);
        // A row refused while writing goes to the file of rows to fix with its cells, like one refused at preview.
        results.push(result.outcome === 'rejected' && !result.values ? { ...result, values: state.rows[planned.row - 2] ?? [] } : result);
      }
      await this.executor.execute(
        memberImportStream(state.importId),
        memberImportDecider,
        { type: 'RecordImportRows', importId: state.importId, results },
        { actorId: actor.kind === 'system' ? actor.onBehalfOf : null },
      );
    }
  }

  private async importRow(planned: PlannedRow, actor: CommandActor, mayBeDone: boolean): Promise<RowResult> {
    const base = { row: planned.row, errors: [] as FieldError[] };
    switch (planned.action) {
      case 'reject':
        return { ...base, outcome: 'rejected', memberId: null, name: planned.name, revision: null, errors: planned.errors, values: planned.values };
      case 'skip':
        return { ...base, outcome: 'skipped', memberId: planned.memberId, name: planned.name, revision: null };
      case 'create': {
        const name = planned.details.fullName;
        if (mayBeDone && (await this.members.record(planned.memberId))) return { ...base, outcome: 'created', memberId: planned.memberId, name, revision: 0 };
        try {
          const done = await this.commands.execute(new RegisterMemberCommand(planned.memberId, planned.details, actor));
          return { ...base, outcome: 'created', memberId: planned.memberId, name, revision: done.revision };
        } catch (error) {
          if (!(error instanceof DomainError)) throw error;
          return { ...base, outcome: 'rejected', memberId: null, name, revision: null, errors: rowErrors(error) };
        }
      }
      case 'update': {
        const { memberId, name, changes, expectedRevision } = planned;
        if (mayBeDone) {
          const record = await this.members.record(memberId);
          if (record && record.revision === expectedRevision + 1 && sameValues(changes, record.details)) {
            return { ...base, outcome: 'updated', memberId, name, revision: record.revision };
          }
        }
        try {
          const done = await this.commands.execute(new ChangeMemberDetailsCommand(memberId, changes, expectedRevision, actor));
          return { ...base, outcome: 'updated', memberId, name, revision: done.revision };
        } catch (error) {
          if (isStale(error))
            return {
              ...base,
              outcome: 'rejected',
              memberId,
              name,
              revision: null,
              errors: [{ field: 'row', message: catalogueEntry('CONCURRENCY_CONFLICT').message }],
            };
          if (!(error instanceof DomainError)) throw error;
          return { ...base, outcome: 'rejected', memberId, name, revision: null, errors: rowErrors(error) };
        }
      }
      default: {
        const unknown: never = planned;
        throw new Error(`Unknown planned row ${JSON.stringify(unknown)}`);
      }
    }
  }

  /**
   * The row's household, found by name (or made, with this person as its head, at their address,
   * under the id `importedHouseholdId` gives the import and name), then the person placed in it: as a
   * child when their birth date says so, else another adult. Someone already in another household
   * stays there; placing again where they are changes nothing, so a row retried after a restart is
   * placed once, and finds the household the import made before it stopped (`mayBeDone`).
   */
  private async placeInHousehold(
    importId: string,
    planned: Extract<PlannedRow, { action: 'create' | 'update' }>,
    memberId: string,
    actor: CommandActor,
    created: CreatedHouseholds,
    mayBeDone: boolean,
  ): Promise<void> {
    const name = planned.household;
    if (!name) return;
    const details = planned.action === 'create' ? planned.details : planned.changes;
    const relationship: HouseholdRelationship =
      details.birthDate && isChildOn(details.birthDate, new Date().toISOString().slice(0, 10)) ? 'child' : 'other-adult';
    const key = householdKey(name);
    const id = importedHouseholdId(importId, name);
    try {
      if (mayBeDone && !created.has(key) && (await this.households.record(id))?.status === 'active') created.set(key, id);
      const householdId = created.get(key) ?? (await this.households.idByName(name));
      if (householdId) {
        await this.commands.execute(new AddHouseholdMemberCommand(householdId, memberId, relationship, false, undefined, actor));
        return;
      }
      await this.commands.execute(
        new CreateHouseholdCommand(id, name, details.address ?? '', [{ memberId, relationship: relationship === 'child' ? 'child' : 'head' }], actor),
      );
      created.set(key, id);
    } catch (error) {
      // The person is in the directory either way; a household refusal (already in another) leaves them where they are.
      if (!(error instanceof DomainError)) throw error;
    }
  }

  private async undoRows(state: Running, actor: CommandActor): Promise<void> {
    const previousOf = new Map(state.plan.flatMap((p) => (p.action === 'update' ? [[p.row, p.previous] as const] : [])));
    const pending = undoableRows(state).filter((r) => !state.undone[r.row]);
    for (let start = 0; start < pending.length; start += IMPORT_BATCH) {
      const results: UndoResult[] = [];
      for (const row of pending.slice(start, start + IMPORT_BATCH)) results.push(await this.undoRow(row, previousOf.get(row.row) ?? {}, actor, start === 0));
      await this.executor.execute(
        memberImportStream(state.importId),
        memberImportDecider,
        { type: 'RecordUndoneRows', importId: state.importId, results },
        { actorId: actor.kind === 'system' ? actor.onBehalfOf : null },
      );
    }
  }

  /** The person is archived (created) or set back (updated) only if nobody has changed them since: the import's revision is the If-Match. */
  private async undoRow(row: RowResult, previous: Partial<ImportedDetails>, actor: CommandActor, mayBeDone: boolean): Promise<UndoResult> {
    const memberId = row.memberId ?? '';
    const revision = row.revision ?? -1;
    const created = row.outcome === 'created';
    if (mayBeDone) {
      const record = await this.members.record(memberId);
      if (record && record.revision === revision + 1 && (created ? record.status === 'archived' : sameValues(previous, record.details))) {
        return { row: row.row, memberId, outcome: created ? 'archived' : 'reverted' };
      }
    }
    try {
      if (created) await this.commands.execute(new ArchiveMemberCommand(memberId, revision, actor));
      else await this.commands.execute(new ChangeMemberDetailsCommand(memberId, previous, revision, actor));
      return { row: row.row, memberId, outcome: created ? 'archived' : 'reverted' };
    } catch (error) {
      if (isStale(error) || error instanceof DomainError) return { row: row.row, memberId, outcome: 'kept' };
      throw error;
    }
  }

  /**
   * The households the import created (found by their ids: see importedHouseholdId) go with it when
   * everyone in them now is someone Undo archived or set back; one that holds anyone else (someone
   * added since, or a person Undo kept because they were changed) stays, and the report names them.
   */
  private async undoHouseholds(state: Running, actor: CommandActor): Promise<void> {
    const letGo = new Set(
      Object.values(state.undone)
        .filter((r) => r.outcome !== 'kept')
        .map((r) => r.memberId),
    );
    const names = new Map<string, string>();
    for (const planned of state.plan) {
      if ((planned.action === 'create' || planned.action === 'update') && planned.household && !names.has(householdKey(planned.household)))
        names.set(householdKey(planned.household), planned.household.trim());
    }
    const households: HouseholdUndoResult[] = [];
    for (const name of names.values()) {
      const result = await this.undoHousehold(importedHouseholdId(state.importId, name), name, letGo, actor);
      if (result) households.push(result);
    }
    await this.executor.execute(
      memberImportStream(state.importId),
      memberImportDecider,
      { type: 'RecordUndoneHouseholds', importId: state.importId, households },
      { actorId: actor.kind === 'system' ? actor.onBehalfOf : null },
    );
  }

  /** Null when the import made no household of this name (the file named one that was there already). */
  private async undoHousehold(householdId: string, name: string, letGo: ReadonlySet<string>, actor: CommandActor): Promise<HouseholdUndoResult | null> {
    for (;;) {
      const household = await this.households.record(householdId);
      if (!household) return null;
      if (household.status === 'dissolved') return { householdId, name, outcome: 'removed', others: [] };
      // Merged into another since: its people live on there, and the merge is staff's to undo.
      if (household.status === 'merged') return { householdId, name, outcome: 'kept', others: [] };
      const others = household.memberIds.filter((memberId) => !letGo.has(memberId));
      if (others.length > 0) {
        const named = await Promise.all(others.map(async (memberId) => ({ memberId, name: (await this.members.record(memberId))?.details.fullName ?? '' })));
        return { householdId, name, outcome: 'kept', others: named };
      }
      try {
        await this.commands.execute(new DissolveHouseholdCommand(householdId, household.revision, actor));
        return { householdId, name, outcome: 'removed', others: [] };
      } catch (error) {
        // Someone changed it between the look and the close: look again.
        if (!isStale(error)) throw error;
      }
    }
  }
}
