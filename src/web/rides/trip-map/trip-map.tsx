import 'leaflet/dist/leaflet.css';
import './trip-map.css';
import { t } from '@lingui/core/macro';
import * as L from 'leaflet';
import { useEffect, useRef } from 'react';
import { readPublicConfig } from '../../lib/public-config';
import {
  focusKey,
  isUsablePoint,
  type MapPoint,
  type MapStop,
  placesToFit,
  positionText,
  type TripMapProps,
} from './map-points';

// The one module that imports Leaflet (and its CSS): lazy-trip-map.tsx loads it on the trip
// screen, the share page and the agents' incidents only, so no other screen downloads it.

const ATTRIBUTION =
  '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors';
const ROUTE_COLOUR = '#0b6e4f';
const FIT_PADDING: L.PointExpression = [36, 36];
const MAX_FIT_ZOOM = 16;

const CAR_GLYPH =
  '<svg viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true"><path d="M5 16v-5l2-5h10l2 5v5M3 16h18v3H3zM7 19v1M17 19v1M7 13h.01M17 13h.01"/></svg>';

const latLng = (point: MapPoint): L.LatLngTuple => [point.latitude, point.longitude];

function icon(kind: 'pickup' | 'destination' | 'stop' | 'sos' | 'car'): L.DivIcon {
  if (kind === 'car') {
    return L.divIcon({
      className: 'trip-marker trip-marker--car',
      html: `<div class="trip-marker__car" data-testid="car-marker">${CAR_GLYPH}</div>`,
      iconSize: [40, 40],
      iconAnchor: [20, 20],
    });
  }
  const size = kind === 'sos' ? 22 : 18;
  return L.divIcon({
    className: `trip-marker trip-marker--${kind}`,
    html: `<div class="trip-marker__dot">${kind === 'sos' ? '!' : ''}</div>`,
    iconSize: [size, size],
    iconAnchor: [size / 2, size / 2],
  });
}

const stopKind = (stop: MapStop) => (stop.kind === 'sos' ? 'sos' : 'stop');

/** Markers are pictures of places the screen names in words: not stops for the keyboard. */
const still = { keyboard: false, interactive: false } as const;

/**
 * The trip on a map: the line from pickup to destination, the places on the way, and the car
 * moving with each position. Tiles come from MAP_TILE_URL; without them everything else still
 * shows on a plain background.
 */
export function TripMap({
  pickup,
  destination,
  stops,
  car,
  focus,
  label,
  className = 'h-64',
}: TripMapProps) {
  const container = useRef<HTMLElement>(null);
  const map = useRef<L.Map | null>(null);
  const places = useRef<L.LayerGroup | null>(null);
  const carMarker = useRef<L.Marker | null>(null);
  const fitted = useRef<MapPoint[]>([]);

  // The map itself, once.
  useEffect(() => {
    const element = container.current;
    if (!element) return;
    const created = L.map(element, {
      // Added below with its buttons' names in the language on screen.
      zoomControl: false,
      attributionControl: true,
      // The page scrolls under a finger or a wheel; the buttons and a pinch zoom the map.
      scrollWheelZoom: false,
    });
    L.control.zoom({ zoomInTitle: t`Zoom in`, zoomOutTitle: t`Zoom out` }).addTo(created);
    created.attributionControl.setPrefix(false);
    L.tileLayer(readPublicConfig().mapTileUrl, {
      attribution: ATTRIBUTION,
      maxZoom: 19,
    }).addTo(created);
    places.current = L.layerGroup().addTo(created);
    map.current = created;
    // A card that changes size (a banner above it, a rotated phone) keeps its map whole.
    const resize = new ResizeObserver(() => created.invalidateSize());
    resize.observe(element);
    return () => {
      resize.disconnect();
      created.remove();
      map.current = null;
      places.current = null;
      carMarker.current = null;
    };
  }, []);

  // The route line and the places, redrawn when they change (by value, not by identity).
  const placesKey = JSON.stringify([pickup, destination, stops ?? []]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: drawn again when the places change (by key)
  useEffect(() => {
    const group = places.current;
    if (!group) return;
    group.clearLayers();
    if (isUsablePoint(pickup) && isUsablePoint(destination)) {
      L.polyline([latLng(pickup), latLng(destination)], {
        color: ROUTE_COLOUR,
        weight: 4,
        opacity: 0.75,
        dashArray: '1 9',
        lineCap: 'round',
        interactive: false,
      }).addTo(group);
    }
    for (const stop of stops ?? []) {
      if (isUsablePoint(stop))
        L.marker(latLng(stop), { ...still, icon: icon(stopKind(stop)) }).addTo(group);
    }
    if (isUsablePoint(pickup))
      L.marker(latLng(pickup), { ...still, icon: icon('pickup') }).addTo(group);
    if (isUsablePoint(destination))
      L.marker(latLng(destination), { ...still, icon: icon('destination') }).addTo(group);
  }, [placesKey]);

  // The view: fitted to what matters whenever that changes.
  const toFit = placesToFit({ pickup, destination, stops, focus });
  const key = focusKey(toFit);
  // biome-ignore lint/correctness/useExhaustiveDependencies: refitted when the places change (by key), not at every render
  useEffect(() => {
    fitted.current = toFit;
    fitView(map.current, [...toFit, ...(isUsablePoint(car) ? [car] : [])]);
  }, [key]);

  // The car: moved at each position; the view follows when it would drive out of sight.
  const carKey = isUsablePoint(car) ? positionText(car) : null;
  // biome-ignore lint/correctness/useExhaustiveDependencies: moved when the position changes (by key)
  useEffect(() => {
    const current = map.current;
    if (!current) return;
    if (!isUsablePoint(car)) {
      carMarker.current?.remove();
      carMarker.current = null;
      return;
    }
    const first = carMarker.current === null;
    if (first) {
      carMarker.current = L.marker(latLng(car), {
        ...still,
        icon: icon('car'),
        zIndexOffset: 1000,
      }).addTo(current);
    } else {
      carMarker.current?.setLatLng(latLng(car));
    }
    const element = carMarker.current?.getElement()?.querySelector<HTMLElement>('[data-testid]');
    if (element) element.dataset.position = positionText(car);
    if (first || !current.getBounds().pad(-0.1).contains(latLng(car))) {
      fitView(current, [...fitted.current, car]);
    }
  }, [carKey]);

  return (
    <section
      ref={container}
      aria-label={label}
      className={`trip-map isolate overflow-hidden rounded-2xl border border-line ${className}`}
    />
  );
}

function fitView(map: L.Map | null, points: MapPoint[]) {
  if (!map || points.length === 0) return;
  if (points.length === 1 && points[0]) {
    map.setView(latLng(points[0]), 15);
    return;
  }
  map.fitBounds(L.latLngBounds(points.map(latLng)), {
    padding: FIT_PADDING,
    maxZoom: MAX_FIT_ZOOM,
  });
}
