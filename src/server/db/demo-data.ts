import { sql } from 'drizzle-orm';
import {
  atNairobiTime,
  buildDriver,
  buildPopularRoute,
  buildRegistrationDocument,
  buildRide,
  buildVehicle,
  commonVehicleModels,
  kenyanPlate,
  type LatLng,
  type NewRide,
  nairobiWeekday,
  straightLineKm,
  tripEstimate,
} from '../../../tests/factories/index.ts';
import { typicalPricePerSeat } from '../../shared/rules/cost-sharing.ts';
import { now } from '../clock.ts';
import type { Database } from './client.ts';
import { readPlaces } from './places/read-places.ts';
import { popularRoutes, registrationDocuments, rides, users, vehicles } from './schema.ts';

// Demo content for a newcomer's first start (DEMO_DATA): verified drivers, their cars, a week of
// rides on Nairobi's commuter corridors and the popular routes. Built with the test factories, so
// demo rows obey the same rules as test rows. Coordinates are real stops and towns from the
// places data; every name below must exist there, or loading fails loudly.

/** A named spot: a stop (or town) in the places data and how an address reads. */
interface Spot {
  place: string;
  kind?: 'stop' | 'town';
  address: string;
  /** How a popular route names it ("Ruiru → CBD"). */
  short: string;
}

// biome-ignore format: one spot per line reads as a table
const spots = {
  // Hubs
  kencom: { place: 'Kencom', address: 'Kencom, Moi Avenue, Nairobi CBD', short: 'CBD' },
  railways: { place: 'Railways', address: 'Railways Bus Terminus, Haile Selassie Avenue, Nairobi CBD', short: 'CBD' },
  odeon: { place: 'Odeon', address: 'Odeon, Tom Mboya Street, Nairobi CBD', short: 'CBD' },
  westlands: { place: 'Westlands Stage', address: 'Westlands Stage, Westlands', short: 'Westlands' },
  sarit: { place: 'Sarit Center', address: 'Sarit Centre, Westlands', short: 'Westlands' },
  // The calculator's towns
  ruiru: { place: 'Ruiru', address: 'Ruiru Town, Kiambu', short: 'Ruiru' },
  kiambu: { place: 'Kiambu Bus Terminus', address: 'Kiambu Town, Kiambu', short: 'Kiambu' },
  thika: { place: 'Thika Town', address: 'Thika Town, Kiambu', short: 'Thika' },
  ngong: { place: 'Ngong Town', address: 'Ngong Town, Kajiado', short: 'Ngong' },
  karen: { place: 'Karen', address: 'Karen Shopping Centre, Karen', short: 'Karen' },
  kikuyu: { place: 'Kikuyu Terminus', address: 'Kikuyu Town, Kiambu', short: 'Kikuyu' },
  // Thika Road (the data has no Thika Road Mall or Kasarani stop: Roysambu and Seasons stand in)
  juja: { place: 'Juja stage', address: 'Juja Stage, Thika Road', short: 'Juja' },
  kahawa: { place: 'Kahawa', address: 'Kahawa, Thika Road', short: 'Kahawa' },
  githurai: { place: 'Githurai', address: 'Githurai 45, Thika Road', short: 'Githurai' },
  roysambu: { place: 'Roysambu', address: 'Thika Road Mall, Roysambu, Thika Road', short: 'Thika Road Mall' },
  kasarani: { place: 'Seasons', address: 'Seasons Stage, Kasarani, Thika Road', short: 'Kasarani' },
  // Mombasa Road (no JKIA stop: Airport Junction is the turn-off; Athi River only as a town)
  athiRiver: { place: 'Athi River', kind: 'town', address: 'Athi River Town, Mombasa Road, Machakos', short: 'Athi River' },
  mlolongo: { place: 'Mlolongo', address: 'Mlolongo, Mombasa Road', short: 'Mlolongo' },
  syokimau: { place: 'Syokimau', address: 'Syokimau, Mombasa Road', short: 'Syokimau' },
  imara: { place: 'Imara Daima', address: 'Imara Daima, Mombasa Road', short: 'Imara Daima' },
  jkia: { place: 'Airport Junction', address: 'JKIA Turn-off, Mombasa Road', short: 'JKIA' },
  // Ngong Road (the data still names the malls after Nakumatt)
  adams: { place: 'Adams Arcade', address: 'Adams Arcade, Ngong Road', short: 'Adams Arcade' },
  prestige: { place: 'Nakumatt Prestige', address: 'Prestige Plaza, Ngong Road', short: 'Prestige' },
  junction: { place: 'Nakumatt Junction', address: 'The Junction Mall, Ngong Road', short: 'The Junction' },
  dagoretti: { place: 'Dagoretti Corner Stage', address: 'Dagoretti Corner, Ngong Road', short: 'Dagoretti Corner' },
  // Waiyaki Way
  kangemi: { place: 'Kangemi terminus', address: 'Kangemi, Waiyaki Way', short: 'Kangemi' },
  uthiru: { place: 'Uthiru', address: 'Uthiru, Waiyaki Way', short: 'Uthiru' },
  kinoo: { place: 'Kinoo', address: 'Kinoo Stage, Waiyaki Way', short: 'Kinoo' },
} satisfies Record<string, Spot>;

type SpotName = keyof typeof spots;
/** A commute: morning from `home` to `work`, evening back. */
type Route = readonly [home: SpotName, work: SpotName];

interface DemoDriver {
  fullName: string;
  gender: 'Male' | 'Female';
  /** Mon, Wed, Fri on the first route; Tue, Thu on the second when there is one. */
  routes: readonly [Route, ...Route[]];
  car: (typeof commonVehicleModels)[number]['model'];
  color: string;
  /** Usual morning departure, Nairobi time, minutes after midnight. */
  leaves: number;
}

const at = (hours: number, minutes: number) => hours * 60 + minutes;

function driver(
  fullName: string,
  gender: DemoDriver['gender'],
  car: DemoDriver['car'],
  color: string,
  leaves: `${number}:${number}`,
  ...routes: [Route, ...Route[]]
): DemoDriver {
  const [hours = 7, minutes = 0] = leaves.split(':').map(Number);
  return { fullName, gender, car, color, leaves: at(hours, minutes), routes };
}

// Kikuyu, Luo, Luhya, Kamba, Kalenjin and Swahili names; home first, then work.
// biome-ignore format: one driver per line reads as a table
const drivers: readonly DemoDriver[] = [
  driver('Peter Kamau Njoroge', 'Male', 'Fielder', 'Silver', '6:30', ['ruiru', 'kencom'], ['ruiru', 'westlands']),
  driver('Grace Wanjiku Mwangi', 'Female', 'Fit', 'Pearl White', '7:00', ['kiambu', 'westlands']),
  driver('Brian Otieno Odhiambo', 'Male', 'Noah', 'Black', '6:15', ['thika', 'railways']),
  driver('Lilian Akinyi Ouma', 'Female', 'Demio', 'Wine Red', '6:45', ['syokimau', 'railways']),
  driver('Dennis Wafula Barasa', 'Male', 'Probox', 'White', '6:40', ['githurai', 'odeon']),
  driver('Mercy Nafula Wekesa', 'Female', 'Axio', 'Grey', '6:35', ['ngong', 'kencom']),
  driver('Joseph Mutua Musyoka', 'Male', 'Voxy', 'Silver', '6:20', ['athiRiver', 'kencom'], ['mlolongo', 'railways']),
  driver('Faith Mwikali Kioko', 'Female', 'Note', 'Dark Blue', '7:10', ['imara', 'westlands']),
  driver('Kevin Kiprotich Kirui', 'Male', 'Forester', 'Champagne Gold', '7:15', ['karen', 'sarit'], ['junction', 'westlands']),
  driver('Sharon Chebet Kosgei', 'Female', 'Sienta', 'White', '6:40', ['kikuyu', 'kencom'], ['kinoo', 'odeon']),
  driver('Hassan Omar Mwinyi', 'Male', 'Polo', 'Silver', '7:20', ['roysambu', 'kencom'], ['kasarani', 'westlands']),
  driver('Amina Zawadi Bakari', 'Female', 'Swift', 'Wine Red', '7:30', ['dagoretti', 'kencom'], ['adams', 'railways']),
  driver('Samuel Njoroge Kariuki', 'Male', 'Premio', 'Champagne Gold', '6:25', ['juja', 'kencom'], ['kahawa', 'odeon']),
  driver('Caroline Atieno Okoth', 'Female', 'CX-5', 'Black', '7:05', ['kangemi', 'kencom'], ['uthiru', 'westlands']),
  driver('Daniel Kipchumba Rotich', 'Male', 'X-Trail', 'Grey', '6:50', ['mlolongo', 'kencom'], ['westlands', 'jkia']),
  driver('Collins Wekesa Simiyu', 'Male', 'Fielder', 'White', '7:25', ['prestige', 'westlands'], ['ruiru', 'railways']),
];

/** Popular routes with how many trips people have searched or taken on them. */
const popular: readonly (readonly [Route, number])[] = [
  [['ruiru', 'kencom'], 412],
  [['thika', 'railways'], 356],
  [['syokimau', 'railways'], 298],
  [['kikuyu', 'kencom'], 251],
  [['ngong', 'kencom'], 233],
  [['githurai', 'odeon'], 214],
  [['ruiru', 'westlands'], 187],
  [['kiambu', 'westlands'], 163],
  [['karen', 'sarit'], 142],
  [['kangemi', 'kencom'], 118],
  [['roysambu', 'kencom'], 97],
  [['athiRiver', 'kencom'], 84],
];

const notes = [
  'I wait at most 5 minutes at the pickup.',
  'Air conditioning, music low. Please be on time.',
  'Can drop off anywhere along the way.',
  'No smoking, no eating in the car please.',
  'Small bags only, the boot is full.',
  'Phone charger available for passengers.',
];

const rideDays = 7;
const DAY_MS = 86_400_000;
const firstRideAfterMs = 60 * 60 * 1000; // the product's own rule: rides start an hour ahead

export interface DemoDataCounts {
  drivers: number;
  vehicles: number;
  documents: number;
  rides: number;
  popularRoutes: number;
}

/** Loads the demo content in one transaction when the database has no users at all. */
export async function loadDemoData(
  db: Database,
  options: { now?: Date } = {},
): Promise<{ loaded: boolean; counts?: DemoDataCounts }> {
  const demo = buildDemoData(options.now ?? now());
  return db.transaction(async (tx) => {
    // Two servers starting on one empty PostgreSQL database must not both load.
    await tx.execute(sql`select pg_advisory_xact_lock(7204319)`);
    const [anyone] = await tx.select({ id: users.id }).from(users).limit(1);
    if (anyone) return { loaded: false };

    await tx.insert(users).values(demo.drivers);
    await tx.insert(vehicles).values(demo.vehicles);
    await tx.insert(registrationDocuments).values(demo.documents);
    await tx.insert(rides).values(demo.rides);
    await tx.insert(popularRoutes).values(demo.popularRoutes);
    return {
      loaded: true,
      counts: {
        drivers: demo.drivers.length,
        vehicles: demo.vehicles.length,
        documents: demo.documents.length,
        rides: demo.rides.length,
        popularRoutes: demo.popularRoutes.length,
      },
    };
  });
}

function buildDemoData(now: Date) {
  const random = seededRandom(Math.floor(now.getTime() / DAY_MS));
  const between = (low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  const where = locateSpots();
  const phones = new Set<string>();
  const plates = new Set<string>();

  const fleet = drivers.map((person) => {
    const user = buildDriver({
      fullName: person.fullName,
      gender: person.gender,
      phoneNumber: unique(phones, () => `+2547${between(10, 29)}${between(100_000, 999_999)}`),
      email: null,
      nationalId: String(between(21_000_000, 38_999_999)),
      rating: between(42, 49) / 10,
      totalRatings: between(12, 240),
      createdAt: new Date(now.getTime() - between(30, 400) * DAY_MS),
    });
    const model = commonVehicleModels.find((m) => m.model === person.car);
    if (!model) throw new Error(`demo data: no vehicle model ${person.car}`);
    const year = between(2011, 2019);
    const vehicle = buildVehicle({
      ownerId: user.id,
      ...model,
      year,
      color: person.color,
      licensePlate: unique(plates, () => plateRegisteredAround(year + between(1, 4), between)),
    });
    // Uploaded a day or two after signing up, approved within two days of the upload.
    const uploadedAt = new Date((user.createdAt as Date).getTime() + between(1, 2) * DAY_MS);
    const document = buildRegistrationDocument({
      userId: user.id,
      documentNumber: user.nationalId,
      verificationStatus: 'approved',
      createdAt: uploadedAt,
      verifiedAt: new Date(uploadedAt.getTime() + between(1, 2) * DAY_MS),
    });
    return { person, user, vehicle, document };
  });

  const rides: NewRide[] = [];
  const served = new Set<string>();
  const offer = (
    vehicle: (typeof fleet)[number]['vehicle'],
    [from, to]: Route,
    departure: Date | undefined,
    recurringDays: number[],
  ) => {
    if (!departure || departure.getTime() <= now.getTime() + firstRideAfterMs) return;
    // Some days a driver does not go; every route still gets at least one ride each way.
    const key = `${from}>${to}`;
    if (served.has(key) && random() < 0.1) return;
    served.add(key);
    rides.push(
      buildRide(vehicle, {
        pickupLatitude: where[from].latitude,
        pickupLongitude: where[from].longitude,
        pickupAddress: spots[from].address,
        destinationLatitude: where[to].latitude,
        destinationLongitude: where[to].longitude,
        destinationAddress: spots[to].address,
        departureTime: departure,
        availableSeats: between(2, Math.min(6, vehicle.seatingCapacity - 1)),
        notes: random() < 0.3 ? (notes[between(0, notes.length - 1)] ?? null) : null,
        isRecurring: recurringDays.length > 0,
        recurringDays,
        createdAt: new Date(now.getTime() - between(1, 6) * DAY_MS),
      }),
    );
  };

  for (let day = 0; day <= rideDays; day++) {
    const weekday = nairobiWeekday(atNairobiTime(now, day, 12, 0));
    // Each Nairobi wall-clock time occurs once in the next 7 days: keep only those inside them.
    const inWindow = (minutes: number) => {
      const t = atNairobiTime(now, day, 0, minutes);
      return t.getTime() < now.getTime() + rideDays * DAY_MS ? t : undefined;
    };
    fleet.forEach(({ person, vehicle }, d) => {
      const jitter = () => 5 * between(-2, 2);
      const { routes } = person;
      if (weekday >= 1 && weekday <= 5) {
        const turn = (weekday - 1) % routes.length;
        const route = routes[turn] ?? routes[0];
        const days = [1, 2, 3, 4, 5].filter((w) => (w - 1) % routes.length === turn);
        const morning = clamp(person.leaves + jitter(), at(6, 15), at(8, 0));
        const evening = clamp(person.leaves + at(10, 45) + jitter(), at(16, 45), at(19, 0));
        offer(vehicle, route, inWindow(morning), days);
        offer(vehicle, reverse(route), inWindow(evening), days);
      } else if ((weekday === 6 && d % 3 === 0) || (weekday === 0 && d % 5 === 1)) {
        // Weekend: into town late morning (shopping, church, errands), back in the afternoon.
        offer(vehicle, routes[0], inWindow(at(9, 0) + 5 * between(0, 24)), []);
        offer(vehicle, reverse(routes[0]), inWindow(at(14, 30) + 5 * between(0, 30)), []);
      }
    });
  }

  const demoPopularRoutes = popular.map(([[home, work], popularity]) => {
    const trip = tripEstimate(where[home], where[work]);
    return buildPopularRoute({
      name: `${spots[home].short} → ${spots[work].short}`,
      fromLocation: spots[home].address,
      toLocation: spots[work].address,
      fromLatitude: where[home].latitude,
      fromLongitude: where[home].longitude,
      toLatitude: where[work].latitude,
      toLongitude: where[work].longitude,
      averagePrice: typicalPricePerSeat(trip.totalDistance),
      estimatedDuration: trip.estimatedDuration,
      popularity,
    });
  });

  return {
    drivers: fleet.map((f) => f.user),
    vehicles: fleet.map((f) => f.vehicle),
    documents: fleet.map((f) => f.document),
    rides,
    popularRoutes: demoPopularRoutes,
  };
}

/** Coordinates of every spot from the places data; a missing or ambiguous name fails loudly. */
function locateSpots(): Record<SpotName, LatLng> {
  const places = readPlaces();
  const located = {} as Record<SpotName, LatLng>;
  for (const [name, spot] of Object.entries(spots) as [SpotName, Spot][]) {
    const kind = spot.kind ?? 'stop';
    const matches = places.filter(
      (p) => p.kind === kind && p.name.toLowerCase() === spot.place.toLowerCase(),
    );
    // Names repeat for stops on both sides of a road: take the one nearest all the others,
    // and refuse a name that stands for places far apart.
    const centre = medoid(matches);
    if (!centre) throw new Error(`demo data: no ${kind} named "${spot.place}" in the places data`);
    const spread = Math.max(...matches.map((p) => straightLineKm(centre, p)));
    if (spread > 1) {
      throw new Error(
        `demo data: ${kind} "${spot.place}" names places ${spread.toFixed(1)} km apart`,
      );
    }
    located[name] = { latitude: centre.latitude, longitude: centre.longitude };
  }
  return located;
}

function medoid<T extends LatLng>(points: T[]): T | undefined {
  const cost = (p: T) => points.reduce((sum, q) => sum + straightLineKm(p, q), 0);
  return points.reduce<T | undefined>(
    (best, p) => (!best || cost(p) < cost(best) ? p : best),
    undefined,
  );
}

/** A plate of the series Kenya issued around that year (KCA in 2013 ... KDA in late 2019). */
function plateRegisteredAround(year: number, between: (low: number, high: number) => number) {
  const series =
    year < 2019
      ? `KC${letter(Math.min(25, Math.max(0, (year - 2013) * 4 + between(0, 3))))}`
      : `KD${letter(Math.min(12, (year - 2019) * 2 + between(0, 1)))}`;
  return kenyanPlate(series, between(1, 999), letter(between(0, 25)));
}

function letter(index: number): string {
  return String.fromCharCode(65 + index);
}

function unique(taken: Set<string>, make: () => string): string {
  for (;;) {
    const value = make();
    if (!taken.has(value)) {
      taken.add(value);
      return value;
    }
  }
}

function reverse([home, work]: Route): Route {
  return [work, home];
}

function clamp(value: number, low: number, high: number): number {
  return Math.min(high, Math.max(low, value));
}

/** mulberry32: a small seeded generator, so the same day gives the same demo. */
function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}
