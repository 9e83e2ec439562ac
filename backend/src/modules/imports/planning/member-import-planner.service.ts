import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { plainToInstance } from 'class-transformer';
import { validateSync } from 'class-validator';
import {
  RegisterMemberDto,
  VALIDATION_MESSAGES,
  type FieldError,
  type ImportCounts,
  type ImportDuplicateChoice,
  type ImportField,
  type ImportMapping,
  type ImportPreviewRow,
  type MemberRole,
} from '@koinonia/contracts';
import { fieldErrors } from '../../../platform/errors/validation.pipe';
import { MemberQueriesService } from '../../members';
import { MinistriesService } from '../../organisation';
import type { ImportedDetails, PlannedRow } from '../domain/member-import.events';

export interface ImportPlan {
  preview: ImportPreviewRow[];
  plan: PlannedRow[];
  counts: ImportCounts;
}

const DETAIL_FIELDS = ['fullName', 'email', 'phone', 'address', 'ministry', 'role', 'birthDate'] as const;
const HOUSEHOLD_MAX = 120;

/** A real calendar date, written YYYY-MM-DD, not in the future. */
function birthDateError(value: string, today: string): FieldError | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(value);
  const date = match ? new Date(`${value}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== value || value > today || value < '1900-01-01') {
    return { field: 'birthDate', message: VALIDATION_MESSAGES.date };
  }
  return null;
}

/**
 * What an import would do with each row, under a mapping and a duplicate choice. Rows are checked
 * with the add-member form's own class (RegisterMemberDto), so the import and the form agree on
 * every message; people are matched by email against the directory and against earlier rows.
 * The birth date goes on the record; the household is placed by the job (found by name or created).
 */
@Injectable()
export class MemberImportPlanner {
  constructor(
    private readonly members: MemberQueriesService,
    private readonly ministries: MinistriesService,
  ) {}

  async plan(rows: readonly string[][], mapping: ImportMapping, duplicates: ImportDuplicateChoice, today: string): Promise<ImportPlan> {
    const ministries = await this.ministries.list();
    const byName = new Map(ministries.map((m) => [m.name.toLowerCase(), m.name]));
    // A file without a ministry column puts people in the first ministry by name, as the list shows them; the office moves them after.
    const defaultMinistry = ministries[0]?.name ?? '';
    const cell = (row: readonly string[], field: ImportField) => {
      const column = mapping[field];
      return column === undefined ? undefined : (row[column] ?? '').trim();
    };
    const checked = rows.map((row, index) => {
      const values: Partial<Record<ImportField, string>> = {};
      for (const field of Object.keys(mapping) as ImportField[]) values[field] = cell(row, field);
      const ministryCell = values.ministry ?? '';
      const roleCell = (values.role ?? '').toLowerCase();
      const candidate = {
        fullName: values.fullName ?? '',
        email: values.email ?? '',
        phone: values.phone ?? '',
        address: values.address ?? '',
        ministry: ministryCell === '' ? defaultMinistry : (byName.get(ministryCell.toLowerCase()) ?? ministryCell),
        role: roleCell === '' ? 'member' : roleCell,
      };
      const dto = plainToInstance(RegisterMemberDto, candidate);
      const errors = fieldErrors(validateSync(dto, { stopAtFirstError: true, validationError: { target: false, value: false } }));
      if (!errors.some((e) => e.field === 'ministry') && !byName.has(dto.ministry.toLowerCase()))
        errors.push({ field: 'ministry', message: VALIDATION_MESSAGES.choice });
      if (values.household && values.household.length > HOUSEHOLD_MAX) errors.push({ field: 'household', message: VALIDATION_MESSAGES.tooLong });
      const birth = values.birthDate ? birthDateError(values.birthDate, today) : null;
      if (birth) errors.push(birth);
      const details: ImportedDetails = {
        fullName: dto.fullName,
        email: dto.email ?? '',
        phone: dto.phone ?? '',
        address: dto.address ?? '',
        ministry: dto.ministry,
        role: dto.role as MemberRole,
        ...(values.birthDate ? { birthDate: values.birthDate } : {}),
      };
      return { row: index + 2, raw: row, values, errors, details, household: values.household || undefined };
    });

    const valid = checked.filter((c) => c.errors.length === 0);
    const inDirectory = await this.members.byEmails(valid.map((c) => c.details.email));
    const seen = new Set<string>();
    const preview: ImportPreviewRow[] = [];
    const plan: PlannedRow[] = [];
    const counts: ImportCounts = { rows: rows.length, create: 0, update: 0, skip: 0, reject: 0 };
    for (const { row, raw, values, errors, details, household } of checked) {
      const placing = household ? { household } : {};
      const name = details.fullName || values.fullName || '';
      if (errors.length > 0) {
        preview.push({ row, values, errors, duplicate: null, action: 'reject' });
        plan.push({ row, action: 'reject', name, errors, values: [...raw] });
        counts.reject += 1;
        continue;
      }
      const email = details.email;
      if (email && seen.has(email)) {
        preview.push({ row, values, errors, duplicate: 'file', action: 'skip' });
        plan.push({ row, action: 'skip', memberId: null, name, reason: 'file' });
        counts.skip += 1;
        continue;
      }
      if (email) seen.add(email);
      const existing = email ? inDirectory.get(email) : undefined;
      if (!existing) {
        preview.push({ row, values, errors, duplicate: null, action: 'create' });
        plan.push({ row, action: 'create', memberId: randomUUID(), details, ...placing });
        counts.create += 1;
        continue;
      }
      if (duplicates === 'skip') {
        preview.push({ row, values, errors, duplicate: 'directory', action: 'skip' });
        plan.push({ row, action: 'skip', memberId: existing.id, name, reason: 'directory' });
        counts.skip += 1;
        continue;
      }
      // Update only what the file fills and what differs; an empty cell never blanks a field.
      const changes: Partial<ImportedDetails> = {};
      const previous: Partial<ImportedDetails> = {};
      for (const field of DETAIL_FIELDS) {
        if (mapping[field] === undefined || !values[field] || details[field] === existing.details[field]) continue;
        (changes as Record<string, string>)[field] = details[field] ?? '';
        (previous as Record<string, string>)[field] = existing.details[field];
      }
      if (Object.keys(changes).length === 0) {
        preview.push({ row, values, errors, duplicate: 'directory', action: 'skip' });
        plan.push({ row, action: 'skip', memberId: existing.id, name, reason: 'directory' });
        counts.skip += 1;
        continue;
      }
      preview.push({ row, values, errors, duplicate: 'directory', action: 'update' });
      plan.push({ row, action: 'update', memberId: existing.id, name, changes, previous, expectedRevision: existing.revision, ...placing });
      counts.update += 1;
    }
    return { preview, plan, counts };
  }
}
