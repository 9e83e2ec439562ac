import { randomUUID } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { CommandBus } from '@nestjs/cqrs';
import sharp from 'sharp';
import type { CommandResult, ListGroupsQueryDto } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import type { CommandDone } from '../../platform/commands/command-done.type';
import { newPdfDocument, pdfBytes } from '../../platform/pdf/pdf-bytes.util';
import { OpenChatChannelCommand, ReactToChatMessageCommand, SendChatMessageCommand, UploadChatAttachmentCommand } from '../chat';
import { GroupQueriesService } from '../groups';
import { MinistriesService } from '../organisation';

type Role = 'pastor' | 'staff' | 'leader' | 'member' | 'finance' | 'admin';
type Line = [Role, string];

const CHURCH: Line[] = [
  ['pastor', 'Good morning, church family! Thank you to everyone who helped set up for Sunday.'],
  ['staff', 'The bulletin for this week is on the welcome table, and the prayer list is updated.'],
  ['member', 'Is the potluck after the second service this week or next?'],
  ['staff', 'Next Sunday, right after the 11:00 service. Sign-up sheet is in the foyer.'],
  ['leader', 'Youth will bring desserts for the potluck 🍰'],
  ['member', 'Wonderful, thank you! @Pastor, will there be a short prayer time before we eat?'],
  ['pastor', 'Yes, we will pray together at 12:30 before lunch.'],
];

const YOUTH: Line[] = [
  ['leader', 'Friday night is on: games at 6:30, worship at 7:15.'],
  ['leader', 'Please remind parents about the permission slips for the retreat.'],
  ['staff', 'I have printed extra slips, they are in the youth room.'],
];

const GROUP: Line[] = [
  ['leader', 'This week: "Courage". Read Joshua 1 before we meet.'],
  ['leader', 'Snacks rota: bring something to share if you can.'],
];

/** The potluck's flyer, made at seed time (the repository ships no image files): a warm gradient with its words. */
async function potluckFlyer(): Promise<Buffer> {
  const svg =
    '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="500">' +
    '<defs><linearGradient id="g" x1="0%" y1="0%" x2="100%" y2="100%"><stop offset="0%" stop-color="#fbbf24"/><stop offset="100%" stop-color="#c2410c"/></linearGradient></defs>' +
    '<rect width="100%" height="100%" fill="url(#g)"/>' +
    '<circle cx="660" cy="120" r="90" fill="#ffffff" fill-opacity="0.2"/>' +
    '<text x="60" y="210" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="76" font-weight="bold" fill="#ffffff">Church potluck</text>' +
    '<text x="60" y="290" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="34" fill="#ffffff">Next Sunday · 12:30 · Fellowship hall</text>' +
    '<text x="60" y="360" font-family="DejaVu Sans, Liberation Sans, sans-serif" font-size="30" fill="#fff7ed">Bring a dish to share. Everyone welcome!</text>' +
    '</svg>';
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** The order of service for Sunday, as the office would share it: a one-page PDF. */
async function orderOfService(): Promise<Buffer> {
  const document = await newPdfDocument({ size: 'A5', margin: 48, info: { Title: 'Order of service' } });
  const bytes = pdfBytes(document);
  document.fontSize(20).text('Order of service', { align: 'center' }).moveDown();
  for (const line of [
    'Welcome and call to worship',
    'Hymn: Great Is Thy Faithfulness',
    'Scripture: Joshua 1:1–9',
    'Sermon: "Be strong and courageous"',
    'Baptism',
    'Prayers of the people',
    'Blessing',
  ])
    document.fontSize(12).text(line).moveDown(0.5);
  document.end();
  return bytes;
}

/** The demo church's conversations, sent through the real commands by the demo accounts. */
@Injectable()
export class DemoChatSeed {
  constructor(
    private readonly commands: CommandBus,
    private readonly ministries: MinistriesService,
    private readonly groups: GroupQueriesService,
  ) {}

  async seed(userIds: Partial<Record<Role, string>>): Promise<void> {
    const open = async (
      name: string,
      kind: 'church' | 'ministry' | 'group' | 'private',
      extra: { groupId?: string; ministryId?: string; memberIds?: string[]; by?: string } = {},
    ) =>
      (
        await this.commands.execute<OpenChatChannelCommand, CommandDone>(
          new OpenChatChannelCommand(
            randomUUID(),
            name,
            kind,
            extra.memberIds ?? [],
            extra.groupId ?? null,
            extra.ministryId ?? null,
            bySystem(extra.by ?? null),
          ),
        )
      ).id;
    const say = async (channelId: string, lines: Line[]) => {
      const sent: string[] = [];
      for (const [role, text] of lines) {
        const author = userIds[role];
        if (!author) continue;
        const done = await this.commands.execute<SendChatMessageCommand, CommandDone>(
          new SendChatMessageCommand(channelId, randomUUID(), text, bySystem(author)),
        );
        sent.push(done.id);
      }
      return sent;
    };

    const church = await open('Whole church', 'church');
    const churchMessages = await say(church, CHURCH);
    if (churchMessages[0] && userIds.member)
      await this.commands.execute<ReactToChatMessageCommand, CommandResult>(
        new ReactToChatMessageCommand(churchMessages[0], '🙏', true, bySystem(userIds.member)),
      );
    // Files go through the same upload as in the app: a flyer picture and a PDF, each sent with a message.
    const attach = async (channelId: string, role: Role, text: string, filename: string, bytes: Buffer) => {
      const author = userIds[role];
      if (!author) return;
      const file = { filename, bytes, detectedType: filename.endsWith('.png') ? { ext: 'png', mime: 'image/png' } : { ext: 'pdf', mime: 'application/pdf' } };
      const uploaded = await this.commands.execute<UploadChatAttachmentCommand, CommandDone>(
        new UploadChatAttachmentCommand(randomUUID(), channelId, file, bySystem(author)),
      );
      await this.commands.execute<SendChatMessageCommand, CommandDone>(
        new SendChatMessageCommand(channelId, randomUUID(), text, bySystem(author), [uploaded.id]),
      );
    };
    await attach(church, 'staff', 'Here is the flyer for the potluck, please share it!', 'potluck-flyer.png', await potluckFlyer());
    await attach(church, 'pastor', 'The order of service for Sunday, with the baptism.', 'order-of-service.pdf', await orderOfService());
    await open('Announcements', 'church');

    const youth = (await this.ministries.list()).find((ministry) => ministry.name === 'Youth');
    if (youth) await say(await open('Youth ministry', 'ministry', { ministryId: youth.id }), YOUTH);

    const groups = await this.groups.list({ search: 'Youth Friday' } as ListGroupsQueryDto, { roles: ['admin'], memberId: null });
    const group = groups.items.find((g) => g.name === 'Youth Friday Night');
    if (group) await say(await open(group.name, 'group', { groupId: group.id }), GROUP);

    if (userIds.pastor && userIds.staff)
      await say(await open('Sunday planning', 'private', { memberIds: [userIds.pastor, userIds.staff], by: userIds.pastor }), [
        ['pastor', 'Can we move the baptism to the 11:00 service?'],
        ['staff', 'Yes, I will update the order of service.'],
      ]);
  }
}
