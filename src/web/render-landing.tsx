// The landing page rendered to HTML on the server (server/plugins/landing-page.ts), once per
// language when the server starts, with the deployment's public settings: the browser paints it
// before any script runs and main.tsx hydrates it. Built by `vite build --ssr` (package.json).
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { Router } from 'wouter';
import type { Language } from '../shared/language';
import type { PublicConfig } from '../shared/schemas/public-config';
import { App } from './app';
import { loadEveryPart } from './app-shell/below-the-fold';
import { startLanguageOnServer } from './lib/i18n/catalogues';
import { providePublicConfig } from './lib/public-config';

/** The HTML inside `<div id="root">` of the landing page as a visitor first sees it. */
export async function renderLanding(language: Language, config: PublicConfig): Promise<string> {
  providePublicConfig(config);
  // Every word and every section before rendering: the page holds them all.
  await Promise.all([startLanguageOnServer(language), loadEveryPart()]);
  const html = renderToString(
    <StrictMode>
      <Router ssrPath="/">
        <App prerendered />
      </Router>
    </StrictMode>,
  );
  // A part that was not ready would be left to the browser to render (`<!--$!-->`).
  if (html.includes('<!--$!-->')) throw new Error('The landing page rendered incompletely');
  return html;
}
