import { createServer, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { type LatLng, straightLineKm } from '../../src/shared/geo.ts';

/** What the stand-in does with the next requests. */
export type GoogleMode = 'ok' | 'denied' | 'http-500' | 'not-json' | 'silent';

/** A few real places, shaped as Google's web services answer them. */
const PLACES = [
  {
    place_id: 'ChIJwestgate',
    name: 'Westgate Shopping Mall',
    formatted_address: 'Mwanzi Rd, Nairobi, Kenya',
    secondary: 'Mwanzi Road, Nairobi, Kenya',
    lat: -1.2574,
    lng: 36.8032,
  },
  {
    place_id: 'ChIJkimbo',
    name: 'Kimbo',
    formatted_address: 'Kimbo, Ruiru, Kenya',
    secondary: 'Ruiru, Kenya',
    lat: -1.1363,
    lng: 36.9522,
  },
];

/**
 * A local stand-in for Google's Places Autocomplete, Place Details, Geocoding and Directions web
 * services (the legacy JSON endpoints): it records every request and answers as the mode says.
 */
export async function startGoogleMapsStandIn() {
  const requests: { path: string; query: Record<string, string> }[] = [];
  let mode: GoogleMode = 'ok';
  const send = (res: ServerResponse, body: unknown) => {
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://stand-in');
    const query = Object.fromEntries(url.searchParams);
    requests.push({ path: url.pathname, query });
    if (mode === 'silent') return; // never answers: the caller's timeout decides
    if (mode === 'http-500') {
      res.writeHead(500, { 'content-type': 'text/plain' });
      res.end('Internal error');
      return;
    }
    if (mode === 'not-json') {
      res.writeHead(200, { 'content-type': 'text/html' });
      res.end('<html>Error</html>');
      return;
    }
    if (mode === 'denied') {
      send(res, {
        status: 'REQUEST_DENIED',
        error_message: `The provided API key is invalid: ${query.key}`,
        predictions: [],
        results: [],
      });
      return;
    }
    const words = (text: string | undefined) => (text ?? '').toLowerCase();
    if (url.pathname === '/maps/api/place/autocomplete/json') {
      const found = PLACES.filter((p) => words(p.name).includes(words(query.input)));
      send(res, {
        status: found.length ? 'OK' : 'ZERO_RESULTS',
        predictions: found.map((p) => ({
          description: `${p.name}, ${p.secondary}`,
          place_id: p.place_id,
          structured_formatting: { main_text: p.name, secondary_text: p.secondary },
          types: ['establishment'],
        })),
      });
    } else if (url.pathname === '/maps/api/place/details/json') {
      const p = PLACES.find((x) => x.place_id === query.place_id);
      if (!p) send(res, { status: 'NOT_FOUND' });
      else
        send(res, {
          status: 'OK',
          result: {
            name: p.name,
            formatted_address: p.formatted_address,
            geometry: { location: { lat: p.lat, lng: p.lng } },
          },
        });
    } else if (url.pathname === '/maps/api/geocode/json') {
      const p = PLACES.find((x) => words(query.address).startsWith(words(x.name)));
      send(res, {
        status: p ? 'OK' : 'ZERO_RESULTS',
        results: p
          ? [
              {
                formatted_address: p.formatted_address,
                geometry: { location: { lat: p.lat, lng: p.lng } },
              },
            ]
          : [],
      });
    } else if (url.pathname === '/maps/api/directions/json') {
      // The road as 1.5 times the straight line (the estimate without Google says 1.3), so a
      // test can tell which measured it; no road between a point and itself.
      const [from, to] = [query.origin, query.destination].map((p) => {
        const [latitude = 0, longitude = 0] = (p ?? '').split(',').map(Number);
        return { latitude, longitude };
      }) as [LatLng, LatLng];
      const metres = Math.round(straightLineKm(from, to) * 1500);
      send(
        res,
        metres === 0
          ? { status: 'ZERO_RESULTS', routes: [] }
          : { status: 'OK', routes: [{ legs: [{ distance: { value: metres, text: '' } }] }] },
      );
    } else {
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('Not Found');
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    requests,
    setMode(next: GoogleMode) {
      mode = next;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
