import { AppError } from '../../errors.ts';
import type { Viewer } from './live-viewer.ts';

/**
 * Streams one signed-in person may have open on one ride: a phone, a second screen and a
 * connection the phone left behind when it changed networks. A newer one closes their oldest.
 */
export const STREAMS_PER_PERSON = 3;
/**
 * Streams the share links of one sharer may have open on one ride, all links together: the five
 * phones a link may be texted to, with room for their reconnections. One more is refused (429
 * `live_stream_limit`): anyone may hold a link, so nobody's stream is closed for another.
 */
export const STREAMS_PER_SHARER = 10;

export interface StreamPlaces {
  /** Takes a place for a new stream (throws 429 when none is left); returns its release. */
  take(viewer: Viewer, end: () => void): () => void;
  /** Ends every open stream: the server is stopping. */
  endAll(): void;
}

/**
 * The places of this process's open streams, so that no one can hold more than a few sockets
 * and their buffers on a ride (counted per process: each server process keeps its own).
 */
export function createStreamPlaces(): StreamPlaces {
  const open = new Map<string, (() => void)[]>();
  return {
    take(viewer, end) {
      const { watcher } = viewer;
      const person = watcher.kind === 'person';
      const key = `${viewer.ride.id}:${person ? `person:${watcher.userId}` : `link:${watcher.sharedBy}`}`;
      const ends = open.get(key) ?? [];
      const cap = person ? STREAMS_PER_PERSON : STREAMS_PER_SHARER;
      if (!person && ends.length >= cap) throw new AppError('live_stream_limit');
      const oldest = ends.length >= cap ? ends.shift() : undefined;
      ends.push(end);
      open.set(key, ends);
      oldest?.();
      return () => {
        const at = ends.indexOf(end);
        if (at >= 0) ends.splice(at, 1);
        if (ends.length === 0 && open.get(key) === ends) open.delete(key);
      };
    },
    endAll() {
      for (const ends of [...open.values()]) for (const end of [...ends]) end();
    },
  };
}
