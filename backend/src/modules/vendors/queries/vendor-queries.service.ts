import { Inject, Injectable } from '@nestjs/common';
import {
  can,
  type CurrentUser,
  type VendorBookingsQueryDto,
  type VendorAccountView,
  type VendorBookingView,
  type VendorsQueryDto,
  type VendorView,
} from '@koinonia/contracts';
import { USER_DIRECTORY, type UserDirectory } from '../../../platform/auth/user-directory.port';
import { DomainError } from '../../../platform/errors/domain-error';
import { READ_STORE } from '../../../platform/platform.tokens';
import type { Filter, ReadStore } from '../../../platform/read-store/read-store.port';
import { vendorBookingsProjection, vendorsProjection, type VendorBookingDocument, type VendorDocument } from '../projections/vendors.projections';

/**
 * A vendor as a reader sees it. Its photos are addressed under `/api/vendors/:id` for those who read
 * the directory, under `/api/vendors/me` for the vendor's own account (which reads no one else's).
 */
function toView(vendor: VendorDocument, own = false): VendorView {
  const base = `/api/vendors/${own ? 'me' : vendor._id}/photos`;
  const reviewCount = vendor.reviewedBookings.length;
  return {
    id: vendor._id,
    name: vendor.name,
    category: vendor.category,
    description: vendor.description,
    contact: vendor.contact,
    serviceArea: vendor.serviceArea,
    rate: vendor.rate,
    rateNotes: vendor.rateNotes,
    photos: vendor.photos.map((id) => ({ id, url: `${base}/${id}`, thumbUrl: `${base}/${id}?size=thumb` })),
    availability: vendor.availability,
    hasPortalAccount: vendor.userId !== null,
    reviewCount,
    averageRating: reviewCount ? Math.round((vendor.ratingSum / reviewCount) * 10) / 10 : null,
    revision: vendor.revision,
  };
}

const matches = (vendor: VendorDocument, words: string[]) => {
  const text = [vendor.name, vendor.category, vendor.description, vendor.serviceArea, vendor.contact.name].join(' ').toLocaleLowerCase();
  return words.every((word) => text.includes(word));
};

/** The vendors' read side: the directory, a vendor's own profile, and bookings — a vendor's only their own. */
@Injectable()
export class VendorQueries {
  constructor(
    @Inject(READ_STORE) private readonly readStore: ReadStore,
    @Inject(USER_DIRECTORY) private readonly directory: UserDirectory,
  ) {}

  private get vendors() {
    return this.readStore.collection<VendorDocument>(vendorsProjection.collection);
  }

  private get bookings() {
    return this.readStore.collection<VendorBookingDocument>(vendorBookingsProjection.collection);
  }

  /** The directory by name, narrowed by words (name, category, description, area, contact) and a category. */
  async list(query: VendorsQueryDto): Promise<VendorView[]> {
    const words = (query.search ?? '').toLocaleLowerCase().split(/\s+/).filter(Boolean);
    const found = await this.vendors.find(query.category ? { category: query.category } : {});
    return found
      .filter((vendor) => matches(vendor, words))
      .sort((a, b) => a.name.localeCompare(b.name))
      .map((vendor) => toView(vendor));
  }

  async one(id: string): Promise<VendorView> {
    const vendor = await this.vendors.findOne({ _id: id });
    if (!vendor) throw new DomainError('NOT_FOUND');
    return toView(vendor);
  }

  /** The profile a vendor account keeps; NOT_FOUND when none is linked yet. */
  async ownOf(userId: string): Promise<VendorView> {
    const vendor = await this.vendors.findOne({ userId });
    if (!vendor) throw new DomainError('NOT_FOUND');
    return toView(vendor, true);
  }

  /** Active accounts with the vendor role, by name, with the profile each already keeps: for the office linking one. */
  async vendorAccounts(): Promise<VendorAccountView[]> {
    const linked = new Map((await this.vendors.find({})).flatMap((vendor) => (vendor.userId ? [[vendor.userId, vendor._id] as const] : [])));
    return (await this.directory.accounts())
      .filter((account) => account.active && account.roles.includes('vendor'))
      .sort((a, b) => a.displayName.localeCompare(b.displayName))
      .map((account) => ({ id: account.id, displayName: account.displayName, email: account.email, vendorId: linked.get(account.id) ?? null }));
  }

  /**
   * Bookings, newest time first. Those who read the directory see every booking; a vendor only
   * their own profile's (none before one is linked), and of the requester no more than a name.
   */
  async bookingsFor(reader: CurrentUser, query: VendorBookingsQueryDto): Promise<VendorBookingView[]> {
    const filter: Filter = {};
    if (query.status) filter.status = query.status;
    if (!can(reader.roles, 'vendors.read')) {
      const own = await this.vendors.findOne({ userId: reader.id });
      if (!own || (query.vendorId && query.vendorId !== own._id)) return [];
      filter.vendorId = own._id;
    } else if (query.vendorId) filter.vendorId = query.vendorId;
    const found = (await this.bookings.find(filter)).sort((a, b) => b.startsAt.localeCompare(a.startsAt));
    const names = await this.directory.namesOf(found.flatMap((booking) => (booking.requestedBy ? [booking.requestedBy] : [])));
    return found.map((booking) => ({
      id: booking._id,
      vendorId: booking.vendorId,
      vendorName: booking.vendorName,
      event: booking.event,
      service: booking.service,
      startsAt: booking.startsAt,
      endsAt: booking.endsAt,
      attendees: booking.attendees,
      notes: booking.notes,
      amount: booking.budget,
      status: booking.status,
      requestedBy: booking.requestedBy ? { id: booking.requestedBy, displayName: names.get(booking.requestedBy)?.displayName ?? '' } : null,
      requestedAt: booking.requestedAt,
      decidedAt: booking.decidedAt,
      vendorMessage: booking.vendorMessage,
      review: booking.review,
      mayReview: booking.status === 'completed' && booking.review === null && booking.requestedBy === reader.id && can(reader.roles, 'vendors.book'),
      revision: booking.revision,
    }));
  }

  /** Confirmed bookings whose end is before `localNow` (the church's wall clock): for the completion sweep. */
  async endedConfirmed(localNow: string): Promise<string[]> {
    const confirmed = await this.bookings.find({ status: 'confirmed' });
    return confirmed.filter((booking) => booking.endsAt <= localNow).map((booking) => booking._id);
  }
}
