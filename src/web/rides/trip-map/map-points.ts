// What a trip map shows and which of it the view is fitted to: plain values, so the rules are
// tested without a browser (trip-map.tsx draws them with Leaflet).

export interface MapPoint {
  latitude: number;
  longitude: number;
}

export interface LabelledPoint extends MapPoint {
  label: string;
}

/** A place on the way: a passenger's own pickup (driver), where an SOS was pressed (agent). */
export interface MapStop extends LabelledPoint {
  kind: 'pickup' | 'sos';
}

export interface TripMapProps {
  pickup: LabelledPoint;
  destination: LabelledPoint;
  stops?: MapStop[];
  /** The driver's last known position; null before the trip starts. */
  car: MapPoint | null;
  /** The places the view keeps in sight (the car too, when shown); every place when not given. */
  focus?: MapPoint[];
  /** The map's name for screen readers ('Map of your trip'). */
  label: string;
  className?: string;
}

export const isUsablePoint = (point: MapPoint | null | undefined): point is MapPoint =>
  !!point &&
  Number.isFinite(point.latitude) &&
  Number.isFinite(point.longitude) &&
  Math.abs(point.latitude) <= 90 &&
  Math.abs(point.longitude) <= 180 &&
  // (0, 0) is the Gulf of Guinea: a position nobody sent, not a place on a Nairobi commute.
  !(point.latitude === 0 && point.longitude === 0);

/** The places to fit (the car aside): the caller's focus, else every place drawn. */
export function placesToFit(
  props: Pick<TripMapProps, 'pickup' | 'destination' | 'stops' | 'focus'>,
): MapPoint[] {
  const all = props.focus ?? [props.pickup, props.destination, ...(props.stops ?? [])];
  return all.filter(isUsablePoint);
}

/**
 * A key that changes when the places to fit change (to about 100 m), so the view is refitted
 * when what matters changes; the car's every step only pans when it would leave the view.
 */
export function focusKey(points: MapPoint[]): string {
  return points.map((p) => `${p.latitude.toFixed(3)},${p.longitude.toFixed(3)}`).join(';');
}

/** How a position reads on the car marker (for tests and the curious): 5 decimals, about 1 m. */
export const positionText = (point: MapPoint): string =>
  `${point.latitude.toFixed(5)},${point.longitude.toFixed(5)}`;
