import { POSITION_INTERVAL_SECONDS } from '../../../shared/rules/trips';
import type { PositionRequest } from '../../../shared/schemas/trips';

export const POSITION_INTERVAL_MS = POSITION_INTERVAL_SECONDS * 1000;

export interface PositionSenderOptions {
  send(position: PositionRequest): Promise<unknown>;
  /** A refusal that means stop (the trip is not or no longer in progress). */
  onRefused?(error: unknown): void;
  isFinalRefusal?(error: unknown): boolean;
  intervalMs?: number;
  now?(): number;
  setTimer?(run: () => void, ms: number): unknown;
  clearTimer?(timer: unknown): void;
}

/**
 * Sends the driver's positions at most once per interval (the server takes one per 2 s): the
 * first at once, then the newest one waiting as soon as the interval allows, never two at once.
 * A phone that reports every second thus sends every 2 s, and the last place is never lost: one
 * that failed (offline, too soon) is sent again, since a car standing still reports no other.
 */
export function createPositionSender({
  send,
  onRefused,
  isFinalRefusal = () => false,
  intervalMs = POSITION_INTERVAL_MS,
  now = Date.now,
  setTimer = (run, ms) => setTimeout(run, ms),
  clearTimer = (timer) => clearTimeout(timer as ReturnType<typeof setTimeout>),
}: PositionSenderOptions) {
  let lastSentAt = Number.NEGATIVE_INFINITY;
  let waiting: PositionRequest | null = null;
  let inFlight = false;
  let timer: unknown = null;
  let stopped = false;

  function flush() {
    timer = null;
    if (stopped || inFlight || !waiting) return;
    const due = lastSentAt + intervalMs - now();
    if (due > 0) {
      timer = setTimer(flush, due);
      return;
    }
    const position = waiting;
    waiting = null;
    inFlight = true;
    send(position)
      .catch((error: unknown) => {
        if (isFinalRefusal(error)) {
          stopped = true;
          onRefused?.(error);
          return;
        }
        // Offline, or too soon for the server: this place goes again, unless a newer one came.
        waiting ??= position;
      })
      .finally(() => {
        // Counted from the answer: the server took the position before answering, so the next
        // one reaches it at least an interval later, however slow the network.
        lastSentAt = now();
        inFlight = false;
        if (waiting && !stopped && timer === null) flush();
      });
  }

  return {
    /** A new position from the phone; it replaces any still waiting to be sent. */
    offer(position: PositionRequest) {
      if (stopped) return;
      waiting = position;
      if (timer === null) flush();
    },
    stop() {
      stopped = true;
      waiting = null;
      if (timer !== null) clearTimer(timer);
      timer = null;
    },
  };
}

/** A browser position as the server takes it: metres, degrees, metres per second, all optional. */
export function toPositionRequest(coords: {
  latitude: number;
  longitude: number;
  accuracy?: number | null;
  heading?: number | null;
  speed?: number | null;
}): PositionRequest {
  const within = (value: number | null | undefined, max: number) =>
    typeof value === 'number' && Number.isFinite(value) && value >= 0 && value <= max
      ? value
      : undefined;
  const request: PositionRequest = { latitude: coords.latitude, longitude: coords.longitude };
  const accuracy = within(coords.accuracy, 100_000);
  const heading = within(coords.heading, 360);
  const speed = within(coords.speed, 100);
  if (accuracy !== undefined) request.accuracy = accuracy;
  if (heading !== undefined) request.heading = heading;
  if (speed !== undefined) request.speed = speed;
  return request;
}
