/** The entries alone, without Object's prototype: 'constructor' or '__proto__' is no make. */
const withoutPrototype = <T extends object>(entries: T): T =>
  Object.assign(Object.create(null), entries);

/** The makes and models common on Kenyan roads, for the vehicle form (and its validation). */
export const VEHICLE_CATALOGUE: Record<string, readonly string[]> = withoutPrototype({
  Toyota: [
    'Allion',
    'Auris',
    'Axio',
    'Belta',
    'C-HR',
    'Camry',
    'Corolla',
    'Crown',
    'Fielder',
    'Fortuner',
    'Harrier',
    'Hiace',
    'Hilux',
    'Isis',
    'Land Cruiser',
    'Mark X',
    'Noah',
    'Passo',
    'Prado',
    'Premio',
    'Probox',
    'RAV4',
    'Rush',
    'Sienta',
    'Succeed',
    'Vitz',
    'Voxy',
    'Wish',
  ],
  Nissan: [
    'AD Van',
    'Bluebird',
    'Caravan',
    'Dualis',
    'Juke',
    'March',
    'Navara',
    'Note',
    'Qashqai',
    'Serena',
    'Sylphy',
    'Tiida',
    'Wingroad',
    'X-Trail',
  ],
  Honda: [
    'Airwave',
    'CR-V',
    'Civic',
    'Fit',
    'Freed',
    'Grace',
    'Insight',
    'Shuttle',
    'Stream',
    'Vezel',
  ],
  Mazda: ['Atenza', 'Axela', 'BT-50', 'CX-3', 'CX-5', 'Demio', 'Premacy', 'Verisa'],
  Subaru: ['Exiga', 'Forester', 'Impreza', 'Legacy', 'Outback', 'XV'],
  Mitsubishi: ['Colt', 'Galant', 'L200', 'Lancer', 'Outlander', 'Pajero', 'RVR'],
  Suzuki: ['Alto', 'Dzire', 'Ertiga', 'Escudo', 'Every', 'Jimny', 'Swift', 'Vitara', 'Wagon R'],
  Volkswagen: ['Golf', 'Passat', 'Polo', 'Tiguan', 'Touareg'],
  Isuzu: ['D-Max', 'MU-X'],
  Hyundai: ['Creta', 'Santa Fe', 'Tucson', 'i10', 'i20'],
  Kia: ['Picanto', 'Rio', 'Sorento', 'Sportage'],
  Ford: ['Everest', 'Fiesta', 'Focus', 'Ranger'],
  Peugeot: ['2008', '3008', '301', '5008', '508'],
  'Mercedes-Benz': ['C-Class', 'E-Class', 'GLA', 'GLC', 'ML'],
  BMW: ['3 Series', '5 Series', 'X1', 'X3', 'X5'],
  'Land Rover': ['Defender', 'Discovery', 'Range Rover Evoque'],
  Lexus: ['LX', 'NX', 'RX'],
});

/** The seat counts the form offers (the vehicle's capacity, driver included). */
export const SEATING_CAPACITIES = [2, 3, 4, 5, 6, 7, 8, 14, 20] as const;
export const OLDEST_VEHICLE_YEAR = 1990;
/** Models of next year are sold this year, and the year after next is refused. */
export function newestVehicleYear(now = new Date()): number {
  return now.getFullYear() + 2;
}

/** Kenyan number plates as issued today: KAA 123B (K, two letters, three digits, a letter). */
const PLATE = /^K([A-Z]{2})\s?(\d{3})\s?([A-Z])$/;

/** The plate in its usual written form ("KDA 123B"), or null when it is not a Kenyan plate. */
export function normalizeKenyanPlate(input: string): string | null {
  const match = PLATE.exec(input.trim().toUpperCase().replace(/\s+/g, ' '));
  return match ? `K${match[1]} ${match[2]}${match[3]}` : null;
}
