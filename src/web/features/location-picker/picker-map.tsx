import { useLingui as useLinguiContext } from '@lingui/react';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import { NAIROBI_CBD } from '../../../shared/constants';
import { SEARCH_MESSAGES } from '../search';
import { googleMaps } from './browser-maps-loader';
import { type GoogleMapsApi, toLatLng } from './google-maps-loader';
import type { LatLng } from './mock-map';
import { MockMap } from './mock-map-view';

interface PickerMapProps {
  chosen: LatLng | null;
  onPick(point: LatLng): void;
  describedBy?: string;
}

/**
 * The picker's map: Google's when the deployment has a browser maps key and it loads, the drawn
 * map of Nairobi otherwise (meanwhile too); the place search goes through the server either way.
 * When Google fails, the drawn map stays and says so.
 */
export function PickerMap({ chosen, onPick, describedBy }: PickerMapProps) {
  const [api, setApi] = useState<GoogleMapsApi | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let live = true;
    googleMaps.load().then(
      (loaded) => live && setApi(loaded),
      () => live && setFailed(true),
    );
    const stop = googleMaps.onFailure(() => {
      if (!live) return;
      setApi(null);
      setFailed(true);
    });
    return () => {
      live = false;
      stop();
    };
  }, []);

  useLinguiContext();
  if (api) return <GoogleMap api={api} chosen={chosen} onPick={onPick} describedBy={describedBy} />;
  return (
    <div className="grid gap-2">
      {failed ? (
        // The specification's words when the maps service fails.
        <div
          role="status"
          className="rounded-xl border border-line bg-amber-50 px-3.5 py-2.5 text-sm"
        >
          <p className="font-semibold text-ink">{SEARCH_MESSAGES.mapsUnavailable.title}</p>
          <p className="text-ink-muted">{SEARCH_MESSAGES.mapsUnavailable.description}</p>
        </div>
      ) : null}
      <MockMap chosen={chosen} onPick={onPick} describedBy={describedBy} />
    </div>
  );
}

function GoogleMap({ api, chosen, onPick, describedBy }: PickerMapProps & { api: GoogleMapsApi }) {
  const { t } = useLingui();
  const element = useRef<HTMLElement>(null);
  const map = useRef<InstanceType<GoogleMapsApi['maps']['Map']> | null>(null);
  const marker = useRef<InstanceType<GoogleMapsApi['maps']['Marker']> | null>(null);
  const pick = useRef(onPick);
  pick.current = onPick;
  const start = useRef(chosen ?? NAIROBI_CBD);

  useEffect(() => {
    if (!element.current) return;
    const centre = { lat: start.current.latitude, lng: start.current.longitude };
    const created = new api.maps.Map(element.current, {
      center: centre,
      zoom: 14,
      clickableIcons: false,
      streetViewControl: false,
      mapTypeControl: false,
      fullscreenControl: false,
      gestureHandling: 'greedy',
    });
    map.current = created;
    marker.current = new api.maps.Marker({ map: created });
    const listener = created.addListener('click', (event) => {
      if (event.latLng) pick.current(toLatLng(event.latLng));
    });
    return () => {
      listener.remove();
      marker.current?.setMap(null);
      map.current = null;
    };
  }, [api]);

  useEffect(() => {
    const point = chosen ? { lat: chosen.latitude, lng: chosen.longitude } : null;
    marker.current?.setPosition(point);
    if (point) map.current?.panTo(point);
  }, [chosen]);

  return (
    <section
      ref={element}
      aria-label={t`Google map. Click or tap to pin a location.`}
      aria-describedby={describedBy}
      className="aspect-[2/1] w-full overflow-hidden rounded-xl border border-line bg-[#eef2ee]"
    />
  );
}
