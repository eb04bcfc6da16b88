import { z } from 'zod';

/**
 * Settings the web app needs before its first request (contact details, app store links, maps).
 * The server writes them into index.html as JSON (`<script type="application/json"
 * id="pamoja-config">`), so they are configurable per deployment without a rebuild or a round trip.
 */
export const publicConfig = z.object({
  contact: z.object({
    phone: z.string(),
    email: z.string(),
    website: z.string(),
    address: z.string(),
    instagram: z.string(),
    facebook: z.string(),
    tiktok: z.string(),
    twitter: z.string(),
  }),
  /** Store pages of the apps; null until published (ANDROID_APP_URL, IOS_APP_URL). */
  apps: z.object({ android: z.string().nullable(), ios: z.string().nullable() }),
  /**
   * The picker may load Google's map: the deployment has a browser key (GOOGLE_MAPS_BROWSER_KEY).
   * The place search goes through the server either way.
   */
  mapsEnabled: z.boolean(),
  /** The trip maps' raster tiles, a `{z}/{x}/{y}` template (MAP_TILE_URL). */
  mapTileUrl: z.string(),
});
export type PublicConfig = z.infer<typeof publicConfig>;
