import { PUBLIC_CONFIG_ELEMENT_ID } from '../../shared/constants';
import type { PublicConfig } from '../../shared/schemas/public-config';

let cached: PublicConfig | null = null;

/** The settings where there is no page to read them from: the server's pre-rendering. */
export function providePublicConfig(config: PublicConfig): void {
  cached = config;
}

/**
 * The deployment's public settings, written into index.html by the server (which validated
 * them at start-up). Read without zod to keep it out of the first-visit bundle.
 */
export function readPublicConfig(): PublicConfig {
  if (cached) return cached;
  const element = document.getElementById(PUBLIC_CONFIG_ELEMENT_ID);
  const value = element ? (JSON.parse(element.textContent || 'null') as PublicConfig | null) : null;
  if (!value?.contact || !value.apps)
    throw new Error('index.html lacks the server-written Pamoja settings');
  cached = value;
  return cached;
}
