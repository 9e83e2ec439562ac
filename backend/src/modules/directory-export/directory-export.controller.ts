import { Controller, Get, Ip, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ListMembersQueryDto, type CurrentUser } from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { Feature } from '../../platform/availability/availability.decorator';
import { AnswersFile } from '../../platform/http/answers.decorator';
import { directoryReaderOf } from '../members';
import { SensitiveAccessLog } from '../security';
import { toCsv } from './csv/directory-csv.util';
import { DirectoryExportService, type ExportedPerson } from './directory-export.service';
import { MailingLabelsPdf } from './pdf/mailing-labels-pdf.service';
import { PhotoDirectoryPdf } from './pdf/photo-directory-pdf.service';

const CSV_HEADER = ['Name', 'Household', 'Email', 'Phone', 'Address', 'Ministry', 'Role', 'Membership step', 'Member since', 'Birth date', 'Status'];

function csvRow({ member, household, phone }: ExportedPerson): string[] {
  return [
    member.fullName,
    household,
    member.email ?? '',
    phone,
    member.address ?? '',
    member.ministry,
    member.role,
    member.membershipStep,
    member.joinedAt,
    member.birthDate ?? '',
    member.status,
  ];
}

/**
 * The directory as files: a CSV and a printable photo directory of what the reader may see (the
 * list's own visibility and filters: a member gets only the people and details the directory shows
 * them), and mailing labels for the office. Each export is written to the security log before the
 * file leaves; files are private to the reader (never kept by a shared cache).
 */
@ApiTags('members')
@Feature('memberDirectory')
@Controller('members')
export class DirectoryExportController {
  constructor(
    private readonly exports: DirectoryExportService,
    private readonly photoDirectory: PhotoDirectoryPdf,
    private readonly mailingLabels: MailingLabelsPdf,
    private readonly accessLog: SensitiveAccessLog,
  ) {}

  @Get('export.csv')
  @Requires('members.read')
  @AnswersFile('text/csv')
  @ApiOperation({ summary: 'The directory as CSV (UTF-8 with a BOM): the people and fields the list shows the reader, with its search and filters' })
  async csv(@Query() query: ListMembersQueryDto, @Actor() actor: CurrentUser, @Ip() ip: string, @Res() reply: FastifyReply): Promise<void> {
    const people = await this.exports.people(query, directoryReaderOf(actor));
    await this.accessLog.dataExported({ userId: actor.id, ip }, { dataset: 'member-directory', format: 'csv', rowCount: people.length });
    await send(reply, 'text/csv; charset=utf-8', 'directory.csv', Buffer.from(toCsv(CSV_HEADER, people.map(csvRow)), 'utf8'));
  }

  @Get('photo-directory.pdf')
  @Requires('members.read')
  @AnswersFile('application/pdf')
  @ApiOperation({ summary: 'A printable photo directory (PDF, US Letter): photo or initials, name, household, and the phone and email the reader may see' })
  async photos(@Query() query: ListMembersQueryDto, @Actor() actor: CurrentUser, @Ip() ip: string, @Res() reply: FastifyReply): Promise<void> {
    const people = await this.exports.people(query, directoryReaderOf(actor));
    await this.accessLog.dataExported({ userId: actor.id, ip }, { dataset: 'member-photo-directory', format: 'pdf', rowCount: people.length });
    const pdf = await this.photoDirectory.render(people, 'Photo directory', (photoId) => this.exports.photo(photoId));
    await send(reply, 'application/pdf', 'photo-directory.pdf', pdf);
  }

  // Addresses of everyone, for the office's mailings: those who keep the directory (members.write).
  @Get('labels.pdf')
  @Requires('members.write')
  @AnswersFile('application/pdf')
  @ApiOperation({ summary: 'Mailing labels on Avery 5160 sheets (PDF): one per household at its shared address, one per person in none with an address' })
  async labels(@Actor() actor: CurrentUser, @Ip() ip: string, @Res() reply: FastifyReply): Promise<void> {
    const labels = await this.exports.labels();
    await this.accessLog.dataExported({ userId: actor.id, ip }, { dataset: 'mailing-labels', format: 'pdf', rowCount: labels.length });
    await send(reply, 'application/pdf', 'mailing-labels.pdf', await this.mailingLabels.render(labels));
  }
}

async function send(reply: FastifyReply, type: string, filename: string, bytes: Buffer): Promise<void> {
  await reply.header('Cache-Control', 'private, no-store').header('Content-Disposition', `attachment; filename="${filename}"`).type(type).send(bytes);
}
