import { Trans, useLingui } from '@lingui/react/macro';
import type { KeyboardEvent, MouseEvent } from 'react';
import { NAIROBI_CBD } from '../../../shared/constants';
import { isOnMap, type LatLng, MAP_SIZE, nudge, pointAt, toMapPoint } from './mock-map';
import { DRAWN_LABELS, GREEN_SPACES, MAP_LABELS, ROADS } from './nairobi-drawing';

const pathOf = (points: ReadonlyArray<readonly [number, number]>) =>
  points
    .map(([latitude, longitude], i) => {
      const { x, y } = toMapPoint({ latitude, longitude });
      return `${i === 0 ? 'M' : 'L'}${x.toFixed(1)} ${y.toFixed(1)}`;
    })
    .join(' ');

// Drawn once: the map never changes, only the pin on it.
const roads = ROADS.map((road) => ({ ...road, d: pathOf(road.path) }));
const greens = GREEN_SPACES.map((space) => ({ ...space, d: `${pathOf(space.outline)} Z` }));
const labels = MAP_LABELS.filter((label) => DRAWN_LABELS[label.name]).map((label) => ({
  ...label,
  ...toMapPoint(label),
  major: DRAWN_LABELS[label.name] === 'major',
}));

interface MockMapProps {
  /** The chosen point, pinned when it falls on the map. */
  chosen: LatLng | null;
  onPick(point: LatLng): void;
  /** The element that says what is chosen, read after the map's own name. */
  describedBy?: string;
}

/**
 * The map drawn when no maps service is loaded: Nairobi's main roads around the CBD. A click or
 * tap pins the point under it; with the keyboard the arrow keys move the pin (from the CBD when
 * nothing is pinned yet), about a kilometre a press.
 */
export function MockMap({ chosen, onPick, describedBy }: MockMapProps) {
  const { t } = useLingui();
  const pin = chosen && isOnMap(chosen) ? toMapPoint(chosen) : null;

  function click(event: MouseEvent<HTMLDivElement>) {
    const box = event.currentTarget.getBoundingClientRect();
    if (box.width === 0 || box.height === 0) return;
    onPick(pointAt((event.clientX - box.left) / box.width, (event.clientY - box.top) / box.height));
  }

  function keyDown(event: KeyboardEvent<HTMLDivElement>) {
    const from = chosen && isOnMap(chosen) ? chosen : NAIROBI_CBD;
    const next = nudge(from, event.key);
    if (!next) return;
    event.preventDefault();
    onPick(next);
  }

  return (
    <div
      role="application"
      // biome-ignore lint/a11y/noNoninteractiveTabindex: a widget of its own: arrow keys move the pin
      tabIndex={0}
      aria-label={t`Map of Nairobi. Click or tap to pin a location; arrow keys move the pin.`}
      aria-describedby={describedBy}
      aria-roledescription={t`map`}
      onClick={click}
      onKeyDown={keyDown}
      className="relative aspect-[2/1] w-full cursor-crosshair touch-manipulation overflow-hidden rounded-xl border border-line bg-[#eef2ee]"
    >
      <svg
        viewBox={`0 0 ${MAP_SIZE.width} ${MAP_SIZE.height}`}
        aria-hidden="true"
        className="block size-full select-none"
      >
        {greens.map((space) => (
          <path key={space.name} d={space.d} fill="#cfe6d4" />
        ))}
        <path
          d={pathOf([
            [-1.2775, 36.7605],
            [-1.2745, 36.7905],
            [-1.2805, 36.8205],
            [-1.2735, 36.8505],
            [-1.2665, 36.8855],
            [-1.2705, 36.9205],
          ])}
          fill="none"
          stroke="#b9d7ea"
          strokeWidth="2"
        />
        {roads.map((road) => (
          <g key={road.name}>
            <path
              d={road.d}
              fill="none"
              stroke="#c9d2cd"
              strokeWidth={road.major ? 6 : 4}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
            <path
              d={road.d}
              fill="none"
              stroke={road.major ? '#fff4da' : '#ffffff'}
              strokeWidth={road.major ? 4 : 2.4}
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </g>
        ))}
        {labels.map((label) => (
          <g key={label.name}>
            <circle cx={label.x} cy={label.y} r={label.major ? 2.6 : 1.8} fill="#475569" />
            <text
              x={label.x + 4}
              y={label.y - 3}
              fontSize={label.major ? 10 : 8}
              fontWeight={label.major ? 600 : 500}
              fill={label.major ? '#0f172a' : '#475569'}
              stroke="#ffffff"
              strokeWidth="2.5"
              paintOrder="stroke"
            >
              {label.name}
            </text>
          </g>
        ))}
        {pin ? (
          <g transform={`translate(${pin.x} ${pin.y})`}>
            <ellipse cx="0" cy="0" rx="5" ry="2" fill="#0f172a" opacity="0.25" />
            <path
              d="M0 0c-1.5-4-8-8.5-8-14a8 8 0 0 1 16 0c0 5.5-6.5 10-8 14z"
              fill="#0b6e4f"
              stroke="#ffffff"
              strokeWidth="1.5"
            />
            <circle cx="0" cy="-14" r="3" fill="#ffffff" />
          </g>
        ) : null}
      </svg>
      <p
        aria-hidden="true"
        className="pointer-events-none absolute right-2 bottom-1.5 rounded bg-white/80 px-1.5 text-[10px] text-ink-muted"
      >
        <Trans>Sketch map of Nairobi</Trans>
      </p>
    </div>
  );
}
