import type { RideStatus } from '../../../shared/schemas/trips';

// The events of a trip's live stream (`GET /api/trips/:rideId/live`, decisions.md "Trip day"),
// read without trusting them: a malformed event is ignored, never shown.

export interface LivePosition {
  latitude: number;
  longitude: number;
  /** ISO time the driver's phone position was taken. */
  recordedAt: string;
  /** Minutes to this passenger's pickup while they wait; null otherwise. */
  etaMinutes: number | null;
}

export type LiveStatus = RideStatus | 'boarded';

const LIVE_STATUSES: readonly string[] = [
  'active',
  'in_progress',
  'completed',
  'cancelled',
  'boarded',
];

function parse(data: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(data);
    return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

const isNumber = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value);

/** A `position` event's data, or null when it is not one. */
export function parsePositionEvent(data: string): LivePosition | null {
  const value = parse(data);
  if (!value) return null;
  const { latitude, longitude, recordedAt, etaMinutes } = value;
  if (!isNumber(latitude) || !isNumber(longitude)) return null;
  if (Math.abs(latitude) > 90 || Math.abs(longitude) > 180) return null;
  if (typeof recordedAt !== 'string' || Number.isNaN(Date.parse(recordedAt))) return null;
  return {
    latitude,
    longitude,
    recordedAt,
    etaMinutes: isNumber(etaMinutes) && etaMinutes >= 0 ? Math.round(etaMinutes) : null,
  };
}

/** A `status` event's status, or null when it is not one. */
export function parseStatusEvent(data: string): LiveStatus | null {
  const status = parse(data)?.status;
  return typeof status === 'string' && LIVE_STATUSES.includes(status)
    ? (status as LiveStatus)
    : null;
}

/** After these the trip is over and its stream closes for good. */
export const isFinalStatus = (status: LiveStatus): boolean =>
  status === 'completed' || status === 'cancelled';

/**
 * How long to wait before opening a stream again after the server refused or dropped it for
 * good (the browser retries a dropped connection by itself): 2 s, doubling, at most 30 s.
 */
export function reconnectDelayMs(attempt: number): number {
  return Math.min(30_000, 2_000 * 2 ** Math.max(0, attempt));
}

/** The stream's address, for a signed-in person or a share link's holder. */
export function liveStreamUrl(rideId: string, shareToken?: string): string {
  const path = `/api/trips/${encodeURIComponent(rideId)}/live`;
  return shareToken ? `${path}?${new URLSearchParams({ share: shareToken })}` : path;
}
