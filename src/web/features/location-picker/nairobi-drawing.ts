import type { MapLabel } from './mock-map';

// What the drawn map shows: Nairobi's main roads, green spaces and neighbourhoods, roughly where
// they are (WGS84). It is a sketch to orient by, not a survey; the picked point's coordinates
// come from where the click lands, and its name from the nearest label here.

type Path = ReadonlyArray<readonly [latitude: number, longitude: number]>;

export const ROADS: ReadonlyArray<{ name: string; major: boolean; path: Path }> = [
  {
    name: 'Thika Road',
    major: true,
    path: [
      [-1.2834, 36.8235],
      [-1.2705, 36.8375],
      [-1.2525, 36.8555],
      [-1.2335, 36.8775],
      [-1.2197, 36.8887],
      [-1.2, 36.91],
    ],
  },
  {
    name: 'Mombasa Road',
    major: true,
    path: [
      [-1.3045, 36.8262],
      [-1.3125, 36.8405],
      [-1.3225, 36.8615],
      [-1.3305, 36.8845],
      [-1.3405, 36.9205],
    ],
  },
  {
    name: 'Waiyaki Way',
    major: true,
    path: [
      [-1.2835, 36.8155],
      [-1.2735, 36.8085],
      [-1.2655, 36.8028],
      [-1.2595, 36.7855],
      [-1.2545, 36.7605],
      [-1.2475, 36.7305],
      [-1.2435, 36.7105],
    ],
  },
  {
    name: 'Ngong Road',
    major: true,
    path: [
      [-1.2955, 36.8145],
      [-1.2995, 36.7905],
      [-1.3015, 36.7705],
      [-1.3095, 36.7405],
      [-1.3226, 36.7067],
    ],
  },
  {
    name: 'Uhuru Highway and Limuru Road',
    major: true,
    path: [
      [-1.3045, 36.8262],
      [-1.2935, 36.8185],
      [-1.2835, 36.8155],
      [-1.2705, 36.8165],
      [-1.2555, 36.8185],
      [-1.2425, 36.8145],
      [-1.2305, 36.8085],
    ],
  },
  {
    name: 'Langata Road',
    major: false,
    path: [
      [-1.3045, 36.8262],
      [-1.3165, 36.8035],
      [-1.3295, 36.7805],
      [-1.3405, 36.7505],
    ],
  },
  {
    name: 'Jogoo Road',
    major: false,
    path: [
      [-1.2885, 36.8345],
      [-1.2925, 36.8555],
      [-1.2955, 36.8755],
      [-1.2975, 36.8995],
      [-1.3005, 36.9205],
    ],
  },
  {
    name: 'Outer Ring Road',
    major: false,
    path: [
      [-1.2255, 36.8905],
      [-1.2505, 36.8855],
      [-1.2735, 36.8855],
      [-1.2955, 36.8875],
      [-1.3225, 36.8935],
    ],
  },
  {
    name: 'Juja Road',
    major: false,
    path: [
      [-1.2805, 36.8305],
      [-1.2705, 36.8555],
      [-1.2615, 36.8805],
      [-1.2555, 36.9205],
    ],
  },
  {
    name: 'James Gichuru Road',
    major: false,
    path: [
      [-1.2605, 36.7755],
      [-1.2805, 36.7705],
      [-1.2995, 36.7705],
    ],
  },
];

export const GREEN_SPACES: ReadonlyArray<{ name: string; outline: Path }> = [
  {
    name: 'Karura Forest',
    outline: [
      [-1.2365, 36.8215],
      [-1.2365, 36.8485],
      [-1.2505, 36.8455],
      [-1.2575, 36.8305],
      [-1.2505, 36.8195],
    ],
  },
  {
    name: 'Nairobi National Park',
    outline: [
      [-1.3305, 36.7605],
      [-1.3225, 36.8005],
      [-1.3235, 36.8385],
      [-1.3315, 36.8705],
      [-1.3364, 36.8905],
      [-1.3364, 36.7605],
    ],
  },
  {
    name: 'Uhuru Park',
    outline: [
      [-1.2855, 36.8125],
      [-1.2875, 36.8175],
      [-1.2925, 36.8175],
      [-1.2915, 36.8125],
    ],
  },
  {
    name: 'Ngong Road Forest',
    outline: [
      [-1.3045, 36.7455],
      [-1.3045, 36.7705],
      [-1.3155, 36.7705],
      [-1.3185, 36.7455],
    ],
  },
];

/** The neighbourhoods written on the map, which also name a pin dropped near them. */
export const MAP_LABELS: readonly MapLabel[] = [
  { name: 'Nairobi CBD', latitude: -1.28549, longitude: 36.82528 },
  { name: 'Westlands', latitude: -1.26549, longitude: 36.80277 },
  { name: 'Gigiri', latitude: -1.23362, longitude: 36.81462 },
  { name: 'Kasarani', latitude: -1.22155, longitude: 36.89377 },
  { name: 'Parklands', latitude: -1.2615, longitude: 36.8195 },
  { name: 'Eastleigh', latitude: -1.2745, longitude: 36.8485 },
  { name: 'Upper Hill', latitude: -1.29852, longitude: 36.81325 },
  { name: 'Kilimani', latitude: -1.2885, longitude: 36.7855 },
  { name: 'Lavington', latitude: -1.2775, longitude: 36.7695 },
  { name: 'Kileleshwa', latitude: -1.2755, longitude: 36.7855 },
  { name: 'Industrial Area', latitude: -1.30744, longitude: 36.85161 },
  { name: 'South B', latitude: -1.3105, longitude: 36.8355 },
  { name: 'Buruburu', latitude: -1.2865, longitude: 36.8795 },
  { name: 'Donholm', latitude: -1.2965, longitude: 36.8905 },
  { name: 'Langata', latitude: -1.3285, longitude: 36.7855 },
  { name: 'Dagoretti Corner', latitude: -1.2995, longitude: 36.7585 },
  { name: 'Muthaiga', latitude: -1.2495, longitude: 36.8385 },
  { name: 'Roysambu', latitude: -1.21971, longitude: 36.88874 },
  { name: 'Karen', latitude: -1.32257, longitude: 36.70669 },
  { name: 'Kangemi', latitude: -1.2645, longitude: 36.748 },
  { name: 'Loresho', latitude: -1.252, longitude: 36.76 },
  { name: 'Mountain View', latitude: -1.256, longitude: 36.737 },
  { name: 'Uthiru', latitude: -1.26, longitude: 36.715 },
  { name: 'Kawangware', latitude: -1.286, longitude: 36.748 },
  { name: 'Riruta', latitude: -1.29, longitude: 36.73 },
  { name: 'Spring Valley', latitude: -1.245, longitude: 36.795 },
  { name: 'Ngara', latitude: -1.273, longitude: 36.823 },
  { name: 'Pangani', latitude: -1.269, longitude: 36.836 },
  { name: 'Mathare', latitude: -1.26, longitude: 36.858 },
  { name: 'Garden Estate', latitude: -1.23, longitude: 36.86 },
  { name: 'Kariobangi', latitude: -1.25, longitude: 36.88 },
  { name: 'Makadara', latitude: -1.296, longitude: 36.864 },
  { name: 'Kibera', latitude: -1.3133, longitude: 36.787 },
  { name: 'Nairobi West', latitude: -1.31, longitude: 36.82 },
  { name: 'Embakasi', latitude: -1.32, longitude: 36.9 },
  { name: 'Umoja', latitude: -1.283, longitude: 36.897 },
];

/** The labels written on the drawing (the rest only name pins): built-in places in larger type. */
export const DRAWN_LABELS: Readonly<Record<string, 'major' | 'minor'>> = {
  'Nairobi CBD': 'major',
  Westlands: 'major',
  Gigiri: 'major',
  Kasarani: 'major',
  Eastleigh: 'minor',
  'Upper Hill': 'minor',
  Kilimani: 'minor',
  'Industrial Area': 'minor',
  Langata: 'minor',
  Muthaiga: 'minor',
  Donholm: 'minor',
};
