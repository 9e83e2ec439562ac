import { randomUUID } from 'node:crypto';
import type { CommandBus } from '@nestjs/cqrs';
import type { Money, VendorCategory, VendorRateUnit } from '@koinonia/contracts';
import { bySystem } from '../../platform/commands/command-actor.type';
import { demoVendorPhoto } from './demo-vendor-photos.util';
import {
  AddVendorCommand,
  AddVendorPhotoCommand,
  AnswerVendorBookingCommand,
  CancelVendorBookingCommand,
  CompleteVendorBookingCommand,
  RequestVendorBookingCommand,
  ReviewVendorBookingCommand,
} from '../vendors';

const usd = (minor: number): Money => ({ minor, currency: 'USD' });

export interface DemoVendorPeople {
  staffUserId: string;
  pastorUserId: string;
  vendorUserId: string;
}

interface DemoVendor {
  name: string;
  category: VendorCategory;
  description: string;
  contactName: string;
  email: string;
  phone: string;
  website: string | null;
  serviceArea: string;
  rate: { minor: number; unit: VendorRateUnit };
  availability: string;
  /** The demo vendor account keeps this one. */
  portal?: true;
}

const VENDORS: DemoVendor[] = [
  {
    name: 'Carter Sound & Light',
    category: 'audio-visual',
    description: 'Sound systems, stage lighting and projection for services, concerts and conferences, with an engineer on the desk.',
    contactName: 'Joseph Carter',
    email: 'bookings@cartersound.example',
    phone: '+1 217 555 0142',
    website: 'https://cartersound.example',
    serviceArea: 'Springfield and 50 miles around',
    rate: { minor: 9500, unit: 'hour' },
    availability: 'Evenings and weekends; weekdays by arrangement',
    portal: true,
  },
  {
    name: 'Grace Table Catering',
    category: 'catering',
    description: 'Home-style buffets and plated dinners for fellowship meals, weddings and funerals; vegetarian and gluten-free menus.',
    contactName: 'Maria Lopez',
    email: 'events@gracetable.example',
    phone: '+1 217 555 0178',
    website: 'https://gracetable.example',
    serviceArea: 'Sangamon County',
    rate: { minor: 2400, unit: 'person' },
    availability: 'Any day, booked two weeks ahead',
  },
  {
    name: 'Lumen Photography',
    category: 'photography',
    description: 'Baptisms, weddings, directory portraits and event coverage; edited photos within a week.',
    contactName: 'Daniel Kim',
    email: 'hello@lumenphoto.example',
    phone: '+1 217 555 0119',
    website: null,
    serviceArea: 'Central Illinois',
    rate: { minor: 45000, unit: 'event' },
    availability: 'Saturdays and Sundays',
  },
  {
    name: 'Spotless Facility Care',
    category: 'cleaning',
    description: 'Deep cleans after large events, carpet and window cleaning, weekly sanctuary care.',
    contactName: 'Angela Brooks',
    email: 'office@spotless.example',
    phone: '+1 217 555 0163',
    website: null,
    serviceArea: 'Springfield',
    rate: { minor: 4500, unit: 'hour' },
    availability: 'Monday to Saturday, early mornings',
  },
  {
    name: 'Heartland Coach Lines',
    category: 'transport',
    description: '24- and 56-seat coaches with drivers for retreats, youth camps and mission trips.',
    contactName: 'Samuel Okafor',
    email: 'charter@heartlandcoach.example',
    phone: '+1 217 555 0187',
    website: 'https://heartlandcoach.example',
    serviceArea: 'Illinois and neighbouring states',
    rate: { minor: 180000, unit: 'day' },
    availability: 'Every day; summer weekends book early',
  },
  {
    name: 'Lily & Vine Florist',
    category: 'florist',
    description: 'Altar flowers, Easter lilies, Christmas greenery, wedding and funeral arrangements.',
    contactName: 'Hannah Schultz',
    email: 'orders@lilyandvine.example',
    phone: '+1 217 555 0131',
    website: null,
    serviceArea: 'Springfield, delivery included',
    rate: { minor: 12000, unit: 'event' },
    availability: 'Tuesday to Saturday',
  },
];

/** A local date `days` from `today`, at a time, as bookings write them. */
const at = (today: Date, days: number, time: string) => `${new Date(today.getTime() + days * 86_400_000).toISOString().slice(0, 10)}T${time}`;

/**
 * The demo's vendor directory and bookings, through the real commands: six vendors, each with two
 * photos made at seed time, the demo vendor account keeping one; bookings in every state — waiting for the vendor, confirmed, declined with a
 * message, cancelled, and one completed and reviewed.
 */
export async function seedDemoVendors(commands: CommandBus, people: DemoVendorPeople, today = new Date()): Promise<void> {
  const ids = new Map<string, string>();
  for (const vendor of VENDORS) {
    const id = randomUUID();
    ids.set(vendor.name, id);
    const profile = {
      name: vendor.name,
      category: vendor.category,
      description: vendor.description,
      contact: { name: vendor.contactName, email: vendor.email, phone: vendor.phone, website: vendor.website },
      serviceArea: vendor.serviceArea,
      rate: { amount: usd(vendor.rate.minor), unit: vendor.rate.unit },
      rateNotes: null,
      photos: [],
      availability: vendor.availability,
    };
    await commands.execute(new AddVendorCommand(id, profile, vendor.portal ? people.vendorUserId : null, bySystem(people.staffUserId)));
    // Two photos each, made now and added as the office uploads them (re-encoded WebP with a thumbnail).
    for (const variant of [0, 1]) {
      const file = {
        filename: `photo-${variant + 1}.png`,
        bytes: await demoVendorPhoto(vendor.name, vendor.category, variant),
        detectedType: { ext: 'png', mime: 'image/png' },
      };
      await commands.execute(new AddVendorPhotoCommand(id, randomUUID(), file, bySystem(people.staffUserId)));
    }
  }
  const sound = ids.get('Carter Sound & Light')!;
  const book = async (
    vendorId: string,
    by: string,
    asked: { event: string; service: string; startsAt: string; endsAt: string; attendees: number; budget: number; notes?: string },
  ) => {
    const bookingId = randomUUID();
    await commands.execute(
      new RequestVendorBookingCommand(bookingId, { vendorId, ...asked, notes: asked.notes ?? null, budget: usd(asked.budget) }, bySystem(by)),
    );
    return bookingId;
  };
  const asVendor = bySystem(people.vendorUserId);

  const easter = await book(sound, people.staffUserId, {
    event: 'Spring worship night',
    service: 'Sound and lighting with an engineer',
    startsAt: at(today, -21, '18:00'),
    endsAt: at(today, -21, '21:30'),
    attendees: 250,
    budget: 60000,
  });
  await commands.execute(new AnswerVendorBookingCommand(easter, 'confirm', 'Confirmed — we will arrive at 4 pm to set up.', asVendor));
  await commands.execute(new CompleteVendorBookingCommand(easter, at(today, -20, '00:00'), bySystem()));
  await commands.execute(new ReviewVendorBookingCommand(easter, 5, 'Clear sound all evening and a very helpful engineer.', bySystem(people.staffUserId)));

  const concert = await book(sound, people.pastorUserId, {
    event: 'Christmas concert',
    service: 'Full concert sound, 12 microphones, projection',
    startsAt: at(today, 24, '18:30'),
    endsAt: at(today, 24, '21:00'),
    attendees: 400,
    budget: 85000,
  });
  await commands.execute(new AnswerVendorBookingCommand(concert, 'confirm', 'Booked. We will bring the larger desk.', asVendor));

  const youth = await book(sound, people.staffUserId, {
    event: 'Youth conference',
    service: 'Two wireless microphones and a projector',
    startsAt: at(today, 24, '19:00'),
    endsAt: at(today, 24, '20:00'),
    attendees: 80,
    budget: 20000,
  });
  await commands.execute(new AnswerVendorBookingCommand(youth, 'decline', 'Sorry — we are at your Christmas concert that evening.', asVendor));

  await book(sound, people.staffUserId, {
    event: 'Men’s breakfast',
    service: 'A small speaker and one microphone',
    startsAt: at(today, 10, '07:30'),
    endsAt: at(today, 10, '09:30'),
    attendees: 40,
    budget: 15000,
    notes: 'Fellowship hall; power outlets by the stage.',
  });

  await book(ids.get('Grace Table Catering')!, people.staffUserId, {
    event: 'Christmas concert',
    service: 'Dessert buffet and coffee after the concert',
    startsAt: at(today, 24, '21:00'),
    endsAt: at(today, 24, '22:30'),
    attendees: 300,
    budget: 240000,
  });
  const retreat = await book(ids.get('Heartland Coach Lines')!, people.staffUserId, {
    event: 'Youth retreat',
    service: 'One 56-seat coach, return trip',
    startsAt: at(today, 40, '08:00'),
    endsAt: at(today, 42, '18:00'),
    attendees: 48,
    budget: 540000,
  });
  await commands.execute(new CancelVendorBookingCommand(retreat, bySystem(people.staffUserId)));
  await book(ids.get('Lily & Vine Florist')!, people.pastorUserId, {
    event: 'Sunday services',
    service: 'Altar arrangements',
    startsAt: at(today, 5, '08:00'),
    endsAt: at(today, 5, '12:00'),
    attendees: 350,
    budget: 18000,
  });
}
