import { randomUUID } from 'node:crypto';
import { Body, Controller, Delete, Get, Param, Post, Put, Query, Req, Res } from '@nestjs/common';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { CommandBus } from '@nestjs/cqrs';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import {
  AnswerVendorBookingDto,
  CreateVendorDto,
  LinkVendorAccountDto,
  RequestVendorBookingDto,
  ReviewVendorBookingDto,
  VendorBookingsQueryDto,
  VendorProfileDto,
  VendorsQueryDto,
  VENDOR_LIMITS,
  type CommandResult,
  type CurrentUser,
  type VendorBookingRequested,
  type VendorAccountView,
  type VendorBookingView,
  type VendorView,
} from '@koinonia/contracts';
import { Requires } from '../../platform/auth/access.decorator';
import { Actor } from '../../platform/auth/current-user.decorator';
import { byUser } from '../../platform/commands/command-actor.type';
import { Answers, AnswersFile } from '../../platform/http/answers.decorator';
import { AcceptsUpload, readUploadedFile } from '../../platform/http/uploaded-file.util';
import { DomainError } from '../../platform/errors/domain-error';
import { toCommandResult } from '../../platform/http/command-result.util';
import { IfMatch } from '../../platform/http/if-match.decorator';
import { Versioned } from '../../platform/http/versioned.decorator';
import {
  AddVendorCommand,
  AddVendorPhotoCommand,
  RemoveVendorPhotoCommand,
  AnswerVendorBookingCommand,
  CancelVendorBookingCommand,
  ChangeVendorProfileCommand,
  LinkVendorAccountCommand,
  RequestVendorBookingCommand,
  ReviewVendorBookingCommand,
  UnlinkVendorAccountCommand,
} from './commands/vendor.commands';
import type { VendorProfile } from './domain/vendors.events';
import { VendorPhotoStore } from './photos/vendor-photo.store';
import { VendorQueries } from './queries/vendor-queries.service';

const orNull = <T>(value: T | undefined | null): T | null => (value === undefined || value === '' ? null : value);

function profileOf(body: VendorProfileDto): VendorProfile {
  return {
    name: body.name,
    category: body.category,
    description: orNull(body.description),
    contact: { name: orNull(body.contactName), email: orNull(body.email), phone: orNull(body.phone), website: orNull(body.website) },
    serviceArea: orNull(body.serviceArea),
    rate: body.rate ? { amount: { minor: body.rate.amount.minor, currency: body.rate.amount.currency }, unit: body.rate.unit } : null,
    rateNotes: orNull(body.rateNotes),
    // Photos are uploaded one by one (POST …/photos); a profile change keeps them.
    photos: [],
    availability: orNull(body.availability),
  };
}

/** The vendor directory: read by those who plan the church's events, kept by the office; a vendor keeps their own profile. */
@ApiTags('vendors')
@Controller('vendors')
export class VendorsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: VendorQueries,
    private readonly photos: VendorPhotoStore,
  ) {}

  @Get()
  @Requires('vendors.read')
  @Answers('VendorView[]')
  @ApiOperation({ summary: 'The vendor directory by name, narrowed by `search` (name, category, description, area, contact) and `category`' })
  list(@Query() query: VendorsQueryDto): Promise<VendorView[]> {
    return this.queries.list(query);
  }

  @Get('me')
  @Requires('vendor-portal.use')
  @Versioned()
  @Answers('VendorView')
  @ApiOperation({ summary: "A vendor account's own profile (404 before one is linked)" })
  own(@Actor() actor: CurrentUser): Promise<VendorView> {
    return this.queries.ownOf(actor.id);
  }

  @Put('me')
  @Requires('vendor-portal.use')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'A vendor changes their own profile (If-Match: the revision last seen)' })
  async changeOwn(@Body() body: VendorProfileDto, @IfMatch() expected: number | undefined, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const own = await this.queries.ownOf(actor.id);
    return toCommandResult(await this.commands.execute(new ChangeVendorProfileCommand(own.id, profileOf(body), expected, byUser(actor))));
  }

  @Post('me/photos')
  @Requires('vendor-portal.use')
  @AcceptsUpload()
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'UPLOAD_FAILED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'] })
  @ApiOperation({ summary: 'A vendor adds a photo to their own profile (multipart, field `file`: JPEG, PNG or WebP; at most six photos)' })
  async addOwnPhoto(@Req() request: FastifyRequest, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const own = await this.queries.ownOf(actor.id);
    return this.addPhoto(own.id, request, actor);
  }

  @Delete('me/photos/:photoId')
  @Requires('vendor-portal.use')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'A vendor takes a photo off their own profile' })
  async removeOwnPhoto(@Param('photoId') photoId: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    const own = await this.queries.ownOf(actor.id);
    return toCommandResult(await this.commands.execute(new RemoveVendorPhotoCommand(own.id, photoId, byUser(actor))));
  }

  @Get('me/photos/:photoId')
  @Requires('vendor-portal.use')
  @AnswersFile('image/webp', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "One of a vendor's own photos as WebP (`size=thumb` for the square thumbnail)" })
  async ownPhoto(
    @Param('photoId') photoId: string,
    @Query('size') size: string | undefined,
    @Actor() actor: CurrentUser,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    const own = await this.queries.ownOf(actor.id);
    await this.sendPhoto(own, photoId, size, reply);
  }

  @Get('accounts')
  @Requires('vendors.manage')
  @Answers('VendorAccountView[]')
  @ApiOperation({ summary: 'Accounts with the vendor role, with the profile each already keeps: those the office may link to a new vendor' })
  accounts(): Promise<VendorAccountView[]> {
    return this.queries.vendorAccounts();
  }

  @Get(':id')
  @Requires('vendors.read')
  @Versioned()
  @Answers('VendorView')
  @ApiOperation({ summary: "One vendor's profile" })
  one(@Param('id') id: string): Promise<VendorView> {
    return this.queries.one(id);
  }

  @Post()
  @Requires('vendors.manage')
  @Answers('CommandResult')
  @ApiOperation({ summary: 'Add a vendor to the directory, with the vendor account (`userId`, a user with the vendor role) that keeps it' })
  async create(@Body() body: CreateVendorDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AddVendorCommand(randomUUID(), profileOf(body), body.userId ?? null, byUser(actor))));
  }

  @Put(':id')
  @Requires('vendors.manage')
  @Answers('CommandResult')
  @ApiOperation({ summary: "Change a vendor's profile (If-Match: the revision last seen)" })
  async change(
    @Param('id') id: string,
    @Body() body: VendorProfileDto,
    @IfMatch() expected: number | undefined,
    @Actor() actor: CurrentUser,
  ): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ChangeVendorProfileCommand(id, profileOf(body), expected, byUser(actor))));
  }

  @Put(':id/account')
  @Requires('vendors.accounts.link')
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'VENDOR_ACCOUNT_LINKED_ELSEWHERE', 'VENDOR_PROFILE_HAS_ACCOUNT'] })
  @ApiOperation({
    summary:
      'Link a vendor account (`userId`, a user with the vendor role) to a profile: refused when the account keeps another profile or the profile has another account (administrators)',
  })
  async linkAccount(@Param('id') id: string, @Body() body: LinkVendorAccountDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new LinkVendorAccountCommand(id, body.userId, byUser(actor))));
  }

  @Delete(':id/account')
  @Requires('vendors.accounts.link')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "Unlink a profile's vendor account, freeing it to keep another profile (administrators)" })
  async unlinkAccount(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new UnlinkVendorAccountCommand(id, byUser(actor))));
  }

  @Post(':id/photos')
  @Requires('vendors.manage')
  @AcceptsUpload()
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'UPLOAD_FAILED', 'FILE_TOO_LARGE', 'UNSUPPORTED_FILE_TYPE'] })
  @ApiOperation({
    summary: "Add a photo to a vendor's profile (multipart, field `file`: JPEG, PNG or WebP; resized and kept as WebP without its metadata; at most six)",
  })
  addVendorPhoto(@Param('id') id: string, @Req() request: FastifyRequest, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return this.addPhoto(id, request, actor);
  }

  @Delete(':id/photos/:photoId')
  @Requires('vendors.manage')
  @Answers('CommandResult', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "Take a photo off a vendor's profile" })
  async removeVendorPhoto(@Param('id') id: string, @Param('photoId') photoId: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new RemoveVendorPhotoCommand(id, photoId, byUser(actor))));
  }

  @Get(':id/photos/:photoId')
  @Requires('vendors.read')
  @AnswersFile('image/webp', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: "One of a vendor's photos as WebP (`size=thumb` for the square thumbnail)" })
  async vendorPhoto(
    @Param('id') id: string,
    @Param('photoId') photoId: string,
    @Query('size') size: string | undefined,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    await this.sendPhoto(await this.queries.one(id), photoId, size, reply);
  }

  private async addPhoto(vendorId: string, request: FastifyRequest, actor: CurrentUser): Promise<CommandResult> {
    const file = await readUploadedFile(request, { maxBytes: VENDOR_LIMITS.photoBytes });
    return toCommandResult(await this.commands.execute(new AddVendorPhotoCommand(vendorId, randomUUID(), file, byUser(actor))));
  }

  /** A photo of this vendor's only: an id from another profile is NOT_FOUND here. */
  private async sendPhoto(vendor: VendorView, photoId: string, size: string | undefined, reply: FastifyReply): Promise<void> {
    const bytes = vendor.photos.some((photo) => photo.id === photoId) ? await this.photos.read(photoId, size === 'thumb' ? 'thumb' : 'full') : null;
    if (!bytes) throw new DomainError('NOT_FOUND');
    // A photo's id is never reused: it may be kept, by the reader alone (the directory is not public).
    await reply.header('Cache-Control', 'private, max-age=604800, immutable').type('image/webp').send(bytes);
  }
}

/** Bookings: the office books; the vendor's own account confirms or declines; the requester is told live. */
@ApiTags('vendors')
@Controller('vendor-bookings')
export class VendorBookingsController {
  constructor(
    private readonly commands: CommandBus,
    private readonly queries: VendorQueries,
  ) {}

  @Get()
  @Requires('vendor-bookings.read')
  @Answers('VendorBookingView[]')
  @ApiOperation({ summary: 'Bookings, newest time first, by `status` and `vendorId`: every booking for the office, a vendor only their own' })
  list(@Query() query: VendorBookingsQueryDto, @Actor() actor: CurrentUser): Promise<VendorBookingView[]> {
    return this.queries.bookingsFor(actor, query);
  }

  @Post()
  @Requires('vendors.book')
  @Answers('VendorBookingRequested', { errors: ['NOT_FOUND'] })
  @ApiOperation({ summary: 'Book a vendor for a time (local to the church, `2026-12-20T18:00`): pending until the vendor answers' })
  async request(@Body() body: RequestVendorBookingDto, @Actor() actor: CurrentUser): Promise<VendorBookingRequested> {
    const asked = {
      vendorId: body.vendorId,
      startsAt: body.startsAt,
      endsAt: body.endsAt,
      service: body.service,
      notes: orNull(body.notes),
      event: orNull(body.event),
      attendees: body.attendees ?? null,
      budget: body.budget ? { minor: body.budget.minor, currency: body.budget.currency } : null,
    };
    const done = await this.commands.execute(new RequestVendorBookingCommand(randomUUID(), asked, byUser(actor)));
    return { ...toCommandResult(done), status: 'pending' };
  }

  @Post(':id/confirm')
  @Requires('vendor-portal.use')
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'VENDOR_BOOKING_CONFLICT', 'VENDOR_BOOKING_STATE_CONFLICT'] })
  @ApiOperation({ summary: "The vendor's own account confirms a pending booking; a time overlapping one already confirmed is refused" })
  async confirm(@Param('id') id: string, @Body() body: AnswerVendorBookingDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AnswerVendorBookingCommand(id, 'confirm', orNull(body.message), byUser(actor))));
  }

  @Post(':id/decline')
  @Requires('vendor-portal.use')
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'VENDOR_BOOKING_STATE_CONFLICT'] })
  @ApiOperation({ summary: "The vendor's own account declines a pending booking, with a message if they like" })
  async decline(@Param('id') id: string, @Body() body: AnswerVendorBookingDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new AnswerVendorBookingCommand(id, 'decline', orNull(body.message), byUser(actor))));
  }

  @Post(':id/cancel')
  @Requires('vendors.book')
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'VENDOR_BOOKING_STATE_CONFLICT'] })
  @ApiOperation({ summary: "Call off a pending or confirmed booking; the vendor's time is freed" })
  async cancel(@Param('id') id: string, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new CancelVendorBookingCommand(id, byUser(actor))));
  }

  @Post(':id/review')
  @Requires('vendors.book')
  @Answers('CommandResult', { errors: ['NOT_FOUND', 'VENDOR_BOOKING_STATE_CONFLICT'] })
  @ApiOperation({ summary: 'The requester reviews a completed booking (1–5 and a comment), once' })
  async review(@Param('id') id: string, @Body() body: ReviewVendorBookingDto, @Actor() actor: CurrentUser): Promise<CommandResult> {
    return toCommandResult(await this.commands.execute(new ReviewVendorBookingCommand(id, body.rating, orNull(body.comment), byUser(actor))));
  }
}
