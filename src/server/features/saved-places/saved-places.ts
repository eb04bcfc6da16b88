import { and, asc, eq, sql } from 'drizzle-orm';
import { fixedLabel, MAX_OTHER_SAVED_PLACES } from '../../../shared/rules/commute.ts';
import type { SavedPlace, SavedPlaceRequest } from '../../../shared/schemas/commute.ts';
import { sqlNow } from '../../clock.ts';
import { type Database, isUniqueViolation } from '../../db/client.ts';
import { savedPlaces } from '../../db/schema.ts';
import { AppError } from '../../errors.ts';

const columns = {
  id: savedPlaces.id,
  label: savedPlaces.label,
  latitude: savedPlaces.latitude,
  longitude: savedPlaces.longitude,
  address: savedPlaces.address,
};
/** Home and Work are stored spelt so; every other label counts against the 8. */
const isOther = sql`${savedPlaces.label} not in ('Home', 'Work')`;

/** 'home' and 'WORK' are Home and Work; any other label as the person wrote it (trimmed). */
const labelOf = (label: string) => fixedLabel(label) ?? label.trim();

/** A person's places: Home, then Work, then the others in the order they were saved. */
export async function listSavedPlaces(db: Database, userId: string): Promise<SavedPlace[]> {
  return db
    .select(columns)
    .from(savedPlaces)
    .where(eq(savedPlaces.userId, userId))
    .orderBy(
      sql`case ${savedPlaces.label} when 'Home' then 0 when 'Work' then 1 else 2 end`,
      asc(savedPlaces.createdAt),
      asc(savedPlaces.id),
    );
}

/**
 * Runs a change to a person's places one at a time per person (an advisory lock, so two saves at
 * once cannot both take the 8th place), and answers a label that another request took in the
 * meantime (the unique index) as taken, like one that was there before.
 */
async function changePlaces<T>(
  db: Database,
  userId: string,
  label: string,
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`saved-places:${userId}`}))`);
      return change(tx);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('saved_place_label_taken', { label });
    throw error;
  }
}

async function refuseTakenLabel(tx: Database, userId: string, label: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: savedPlaces.id })
    .from(savedPlaces)
    .where(
      and(
        eq(savedPlaces.userId, userId),
        sql`lower(${savedPlaces.label}) = lower(${label})`,
        exceptId ? sql`${savedPlaces.id} <> ${exceptId}` : undefined,
      ),
    );
  if (taken) throw new AppError('saved_place_label_taken', { label });
}

async function refuseFull(tx: Database, userId: string) {
  const [row] = await tx
    .select({ others: sql<number>`count(*)::int` })
    .from(savedPlaces)
    .where(and(eq(savedPlaces.userId, userId), isOther));
  if ((row?.others ?? 0) >= MAX_OTHER_SAVED_PLACES) {
    throw new AppError('saved_places_full', { max: MAX_OTHER_SAVED_PLACES });
  }
}

export async function createSavedPlace(
  db: Database,
  userId: string,
  input: SavedPlaceRequest,
): Promise<SavedPlace> {
  const label = labelOf(input.label);
  return changePlaces(db, userId, label, async (tx) => {
    await refuseTakenLabel(tx, userId, label);
    if (!fixedLabel(label)) await refuseFull(tx, userId);
    const [created] = await tx
      .insert(savedPlaces)
      .values({
        userId,
        label,
        latitude: input.latitude,
        longitude: input.longitude,
        address: input.address,
      })
      .returning(columns);
    if (!created) throw new Error('saved place not written');
    return created;
  });
}

/** Moves or renames one of the person's own places (someone else's is as absent as none). */
export async function updateSavedPlace(
  db: Database,
  userId: string,
  id: string,
  input: SavedPlaceRequest,
): Promise<SavedPlace> {
  const label = labelOf(input.label);
  return changePlaces(db, userId, label, async (tx) => {
    const [place] = await tx
      .select({ label: savedPlaces.label })
      .from(savedPlaces)
      .where(and(eq(savedPlaces.id, id), eq(savedPlaces.userId, userId)));
    if (!place) throw new AppError('saved_place_not_found');
    await refuseTakenLabel(tx, userId, label, id);
    // Home renamed "Gym" becomes one of the others, and may be one too many.
    if (fixedLabel(place.label) && !fixedLabel(label)) await refuseFull(tx, userId);
    const [updated] = await tx
      .update(savedPlaces)
      .set({
        label,
        latitude: input.latitude,
        longitude: input.longitude,
        address: input.address,
        updatedAt: sqlNow(),
      })
      .where(eq(savedPlaces.id, id))
      .returning(columns);
    if (!updated) throw new AppError('saved_place_not_found');
    return updated;
  });
}

export async function deleteSavedPlace(db: Database, userId: string, id: string): Promise<void> {
  const deleted = await db
    .delete(savedPlaces)
    .where(and(eq(savedPlaces.id, id), eq(savedPlaces.userId, userId)))
    .returning({ id: savedPlaces.id });
  if (deleted.length === 0) throw new AppError('saved_place_not_found');
}
