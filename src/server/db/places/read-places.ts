import { readFileSync } from 'node:fs';

/** A named point: a matatu stop (Digital Matatus) or a town (GeoNames). See data/ATTRIBUTION.md. */
export interface Place {
  name: string;
  latitude: number;
  longitude: number;
  kind: 'stop' | 'town';
  /** County without the word "County" ("Kiambu"); towns only. */
  county?: string;
}

const dataUrl = (file: string) => new URL(`./data/${file}`, import.meta.url);

// GeoNames slips: Thika is filed under Nairobi, and some county names are spelled oddly.
const countyOfTown: Record<string, string> = { Thika: 'Kiambu' };
const countySpelling: Record<string, string> = {
  "Murang'A": "Murang'a",
  'Elegeyo-Marakwet': 'Elgeyo-Marakwet',
  'Tharaka - Nithi': 'Tharaka-Nithi',
};

let cached: readonly Place[] | undefined;

/** Every stop and town, stops first, parsed once and then shared (read-only). */
export function readPlaces(): readonly Place[] {
  cached ??= Object.freeze([...readStops(), ...readTowns()]);
  return cached;
}

function readStops(): Place[] {
  return readCsv('nairobi-matatu-stops.csv').map((row) => ({
    name: field(row, 'stop_name'),
    latitude: coordinate(row, 'latitude'),
    longitude: coordinate(row, 'longitude'),
    kind: 'stop',
  }));
}

function readTowns(): Place[] {
  return readCsv('kenya-towns.csv').map((row) => {
    const name = field(row, 'name');
    const county = countyOfTown[name] ?? normaliseCounty(row.admin1 ?? '');
    return {
      name,
      latitude: coordinate(row, 'latitude'),
      longitude: coordinate(row, 'longitude'),
      kind: 'town',
      ...(county ? { county } : {}),
    };
  });
}

function normaliseCounty(admin1: string): string {
  const name = admin1.replace(/\s+county$/i, '').trim();
  return countySpelling[name] ?? name;
}

function field(row: Record<string, string>, column: string): string {
  const value = row[column]?.trim();
  if (!value) throw new Error(`places data: row without ${column}: ${JSON.stringify(row)}`);
  return value;
}

function coordinate(row: Record<string, string>, column: string): number {
  const value = Number(field(row, column));
  if (!Number.isFinite(value))
    throw new Error(`places data: bad ${column}: ${JSON.stringify(row)}`);
  return value;
}

/** RFC 4180 CSV with a header line: quoted fields may hold commas and doubled quotes. */
function readCsv(file: string): Record<string, string>[] {
  const [header, ...rows] = readFileSync(dataUrl(file), 'utf8')
    .split(/\r?\n/)
    .filter((line) => line.trim() !== '')
    .map(splitCsvLine);
  if (!header) throw new Error(`places data: ${file} is empty`);
  return rows.map((cells) =>
    Object.fromEntries(header.map((column, i) => [column, cells[i] ?? ''])),
  );
}

function splitCsvLine(line: string): string[] {
  const cells: string[] = [];
  let cell = '';
  let quoted = false;
  for (let i = 0; i < line.length; i++) {
    const char = line[i];
    if (quoted) {
      if (char === '"' && line[i + 1] === '"') {
        cell += '"';
        i++;
      } else if (char === '"') quoted = false;
      else cell += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      cells.push(cell);
      cell = '';
    } else cell += char;
  }
  cells.push(cell);
  return cells;
}
