import { and, count, desc, eq, gte, inArray, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Incident, IncidentPage } from '../../../shared/schemas/trips.ts';
import { now, sqlNow } from '../../clock.ts';
import type { Database } from '../../db/client.ts';
import { incidents, rides, tripPositions, users, vehicles } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';
import { destinationOf, pickupOf } from '../rides/ride-views.ts';

/** Resolved incidents stay in the agents' list this long. */
const RESOLVED_SHOWN_DAYS = 7;
/** Incidents on one page of the agents' list. */
const INCIDENTS_PER_PAGE = 50;

const reporter = alias(users, 'reporter');
const driver = alias(users, 'driver');
const nameOf = (table: typeof reporter | typeof driver) =>
  sql<string | null>`coalesce(${table.verifiedFullName}, ${table.fullName})`;

function selectIncidents(db: Database) {
  return db
    .select({
      incident: incidents,
      ride: rides,
      reporter: { name: nameOf(reporter), phoneNumber: reporter.phoneNumber },
      driver: { name: nameOf(driver), phoneNumber: driver.phoneNumber },
      vehicle: {
        make: vehicles.make,
        model: vehicles.model,
        color: vehicles.color,
        licensePlate: vehicles.licensePlate,
      },
    })
    .from(incidents)
    .innerJoin(rides, eq(rides.id, incidents.rideId))
    .innerJoin(reporter, eq(reporter.id, incidents.userId))
    .innerJoin(driver, eq(driver.id, rides.driverId))
    .innerJoin(vehicles, eq(vehicles.id, rides.vehicleId));
}
type IncidentRow = Awaited<ReturnType<typeof selectIncidents>>[number];

/**
 * One page of the agents' list: unresolved incidents first, then those resolved in the last 7
 * days. Within each, every reporter's newest incident comes before anyone's second, so no flood
 * from one person pushes another person's SOS off the first page (docs/product-rules.md "Trip
 * day", SOS); then open before acknowledged, then the latest press first. Each with who pressed,
 * which trip, where they were and the driver's last known position; with the counts the console
 * shows whatever the page.
 */
export async function listIncidents(db: Database, page: number): Promise<IncidentPage> {
  const since = new Date(now().getTime() - RESOLVED_SHOWN_DAYS * 86_400_000);
  const shown = or(ne(incidents.status, 'resolved'), gte(incidents.resolvedAt, since));
  const resolved = sql`${incidents.status} = 'resolved'`;
  const ranked = db
    .select({
      id: incidents.id,
      resolved: sql<boolean>`${resolved}`.as('resolved'),
      reporterRank:
        sql<number>`row_number() over (partition by ${incidents.userId}, ${resolved} order by ${incidents.lastPressedAt} desc, ${incidents.id} desc)`.as(
          'reporter_rank',
        ),
    })
    .from(incidents)
    .where(shown)
    .as('ranked');
  const [rows, [counts]] = await Promise.all([
    selectIncidents(db)
      .innerJoin(ranked, eq(ranked.id, incidents.id))
      .orderBy(
        ranked.resolved,
        ranked.reporterRank,
        sql`${incidents.status} = 'acknowledged'`,
        desc(incidents.lastPressedAt),
        desc(incidents.id),
      )
      .limit(INCIDENTS_PER_PAGE)
      .offset((page - 1) * INCIDENTS_PER_PAGE),
    db
      .select({
        total: count(),
        open: sql<number>`count(*) filter (where ${incidents.status} = 'open')`.mapWith(Number),
      })
      .from(incidents)
      .where(shown),
  ]);
  const total = counts?.total ?? 0;
  return {
    incidents: await withPositions(db, rows),
    page,
    pageCount: Math.max(1, Math.ceil(total / INCIDENTS_PER_PAGE)),
    total,
    openCount: counts?.open ?? 0,
  };
}

/** `acknowledge`: an agent has seen it and is on it (again: the same answer). */
export async function acknowledgeIncident(db: Database, agentId: string, id: string) {
  await db
    .update(incidents)
    .set({ status: 'acknowledged', acknowledgedBy: agentId, acknowledgedAt: sqlNow() })
    .where(and(eq(incidents.id, id), eq(incidents.status, 'open')));
  return afterChange(db, id, 'acknowledge');
}

/** `resolve` with the agent's note; once only (409 `incident_already_resolved`). */
export async function resolveIncident(db: Database, agentId: string, id: string, note: string) {
  const resolved = await db
    .update(incidents)
    .set({
      status: 'resolved',
      resolvedBy: agentId,
      resolvedAt: sqlNow(),
      resolutionNote: note,
      // Resolving an incident nobody acknowledged acknowledges it too.
      acknowledgedBy: sql`coalesce(${incidents.acknowledgedBy}, ${agentId}::uuid)`,
      acknowledgedAt: sql`coalesce(${incidents.acknowledgedAt}, ${sqlNow()})`,
    })
    .where(and(eq(incidents.id, id), ne(incidents.status, 'resolved')))
    .returning({ id: incidents.id });
  return afterChange(db, id, resolved.length > 0 ? 'resolve' : 'refuse resolved');
}

async function afterChange(
  db: Database,
  id: string,
  change: 'acknowledge' | 'resolve' | 'refuse resolved',
): Promise<Incident> {
  const rows = await selectIncidents(db).where(eq(incidents.id, id));
  if (rows.length === 0) throw new AppError('incident_not_found');
  const [incident] = await withPositions(db, rows);
  if (!incident) throw new AppError('incident_not_found');
  if (change === 'refuse resolved') throw new AppError('incident_already_resolved');
  if (change === 'acknowledge' && incident.status === 'resolved') {
    throw new AppError('incident_already_resolved');
  }
  return incident;
}

/** Whether agents may follow this ride live: someone on it pressed SOS and it is not resolved. */
export async function hasUnresolvedIncident(db: Database, rideId: string): Promise<boolean> {
  const [found] = await db
    .select({ id: incidents.id })
    .from(incidents)
    .where(and(eq(incidents.rideId, rideId), ne(incidents.status, 'resolved')))
    .limit(1);
  return found !== undefined;
}

async function withPositions(db: Database, rows: IncidentRow[]): Promise<Incident[]> {
  const rideIds = [...new Set(rows.map((row) => row.ride.id))];
  const positions =
    rideIds.length === 0
      ? []
      : await db
          .selectDistinctOn([tripPositions.rideId], {
            rideId: tripPositions.rideId,
            latitude: tripPositions.latitude,
            longitude: tripPositions.longitude,
            recordedAt: tripPositions.recordedAt,
          })
          .from(tripPositions)
          .where(inArray(tripPositions.rideId, rideIds))
          .orderBy(tripPositions.rideId, desc(tripPositions.recordedAt));
  const lastOf = new Map(positions.map(({ rideId, ...position }) => [rideId, position]));
  return rows.map(({ incident, ride, reporter, driver, vehicle }) => ({
    id: incident.id,
    status: incident.status,
    createdAt: incident.createdAt,
    pressCount: incident.pressCount,
    lastPressedAt: incident.lastPressedAt,
    reporter: {
      name: reporter.name ?? 'Pamoja member',
      phoneNumber: reporter.phoneNumber,
      role: incident.userId === ride.driverId ? 'driver' : 'passenger',
    },
    ride: {
      id: ride.id,
      status: ride.status,
      departureTime: ride.departureTime,
      pickupLocation: pickupOf(ride),
      destination: destinationOf(ride),
      driverName: driver.name ?? 'Pamoja member',
      driverPhone: driver.phoneNumber,
      vehicle,
    },
    latitude: incident.latitude,
    longitude: incident.longitude,
    lastPosition: lastOf.get(ride.id) ?? null,
    contactsTexted: incident.contactsTexted,
    acknowledgedAt: incident.acknowledgedAt,
    resolvedAt: incident.resolvedAt,
    resolutionNote: incident.resolutionNote,
  }));
}
