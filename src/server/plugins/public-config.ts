import { PUBLIC_CONFIG_ELEMENT_ID } from '../../shared/constants.ts';
import type { PublicConfig } from '../../shared/schemas/public-config.ts';
import type { Config } from '../config.ts';

export function publicConfigFrom(config: Config): PublicConfig {
  return {
    contact: {
      phone: config.CONTACT_PHONE,
      email: config.CONTACT_EMAIL,
      website: config.CONTACT_WEBSITE,
      address: config.CONTACT_ADDRESS,
      instagram: config.SOCIAL_INSTAGRAM,
      facebook: config.SOCIAL_FACEBOOK,
      tiktok: config.SOCIAL_TIKTOK,
      twitter: config.SOCIAL_TWITTER,
    },
    apps: { android: config.ANDROID_APP_URL ?? null, ios: config.IOS_APP_URL ?? null },
    // The picker may load Google's map: only with the browser key (the server's stays here).
    mapsEnabled: Boolean(config.GOOGLE_MAPS_BROWSER_KEY),
    mapTileUrl: config.MAP_TILE_URL,
  };
}

/**
 * Puts the public settings into index.html as a JSON data block: not executed, so the strict
 * script CSP allows it, and `<` is escaped so no value can close the element.
 */
export function injectPublicConfig(indexHtml: string, config: PublicConfig): string {
  const json = JSON.stringify(config).replace(/</g, '\\u003c');
  const block = `<script type="application/json" id="${PUBLIC_CONFIG_ELEMENT_ID}">${json}</script>`;
  return indexHtml.includes('</head>')
    ? indexHtml.replace('</head>', `${block}</head>`)
    : indexHtml + block;
}
