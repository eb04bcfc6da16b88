import { searchPlaces } from '../places/search-places.ts';
import { topPopularRoutes } from '../popular-routes/top-popular-routes.ts';
import { listSavedPlaces } from '../saved-places/saved-places.ts';
import { choice, type FrameData, type Screen, type UssdContext, userOf } from './menu.ts';
import { short } from './screen-text.ts';

// From where, then to where: the person's saved Home and Work, the most travelled routes (both
// ends at once), or a place or stage typed by name and chosen among up to 5 matches.

const MATCHES = 5;
const POPULAR_ROUTES = 2;

type Offer = NonNullable<FrameData['offers']>[number];

async function offersFor(ctx: UssdContext, end: 'from' | 'to', data: FrameData) {
  const { db } = ctx.deps;
  const saved = await listSavedPlaces(db, userOf(ctx).id);
  const offers: Offer[] = saved
    .filter((p) => p.label === 'Home' || p.label === 'Work')
    .filter((p) => p.address !== data.from?.name)
    .map((p) => {
      const point = { name: p.address, latitude: p.latitude, longitude: p.longitude };
      const label = ctx.t(p.label === 'Home' ? 'ussd.home' : 'ussd.work');
      return { label: `${label}: ${short(p.address, 14)}`, [end]: point };
    });
  if (end === 'from') {
    for (const route of await topPopularRoutes(db, POPULAR_ROUTES)) {
      offers.push({
        label: `${short(route.fromLocation, 12)} > ${short(route.toLocation, 12)}`,
        from: {
          name: route.fromLocation,
          latitude: route.fromLatitude,
          longitude: route.fromLongitude,
        },
        to: { name: route.toLocation, latitude: route.toLatitude, longitude: route.toLongitude },
      });
    }
  }
  return offers;
}

function placeScreen(end: 'from' | 'to'): Screen {
  return {
    async show(ctx, data) {
      const offers = await offersFor(ctx, end, data);
      return {
        lines: [
          ctx.t(end === 'from' ? 'ussd.from' : 'ussd.to'),
          ...offers.map((offer, i) => `${i + 1} ${offer.label}`),
          ctx.t('ussd.typePlace'),
        ],
        data: { ...data, offers },
      };
    },
    async answer(ctx, data, input) {
      const offers = data.offers ?? [];
      const n = choice(input, offers.length);
      const offer = n ? offers[n - 1] : undefined;
      if (offer) {
        const chosen = {
          ...(offer.from && { from: offer.from }),
          ...(offer.to && { to: offer.to }),
        };
        return { go: chosen.from && chosen.to ? 'when' : 'to', data: chosen };
      }
      const text = input.trim();
      if (/^\d*$/.test(text)) return { retry: ctx.t('ussd.hint') };
      if (text.length < 3) return { retry: ctx.t('ussd.placeHint') };
      const matches = (await searchPlaces(ctx.deps.db, text, MATCHES)).flatMap((p) =>
        p.latitude === null || p.longitude === null
          ? []
          : [
              {
                name: p.area ? `${p.name}, ${p.area}` : p.name,
                latitude: p.latitude,
                longitude: p.longitude,
              },
            ],
      );
      if (matches.length === 0) return { retry: ctx.t('ussd.noPlace') };
      return { go: end === 'from' ? 'fromMatches' : 'toMatches', data: { matches } };
    },
  };
}

function matchesScreen(end: 'from' | 'to'): Screen {
  return {
    async show(ctx, data) {
      const matches = data.matches ?? [];
      return {
        lines: [ctx.t('ussd.matches'), ...matches.map((p, i) => `${i + 1} ${p.name}`)],
      };
    },
    async answer(ctx, data, input) {
      const matches = data.matches ?? [];
      const n = choice(input, matches.length);
      const point = n ? matches[n - 1] : undefined;
      if (!point) return { retry: ctx.t('ussd.hint') };
      return end === 'from'
        ? { go: 'to', data: { from: point } }
        : { go: 'when', data: { to: point } };
    },
  };
}

export const from = placeScreen('from');
export const fromMatches = matchesScreen('from');
export const to = placeScreen('to');
export const toMatches = matchesScreen('to');
