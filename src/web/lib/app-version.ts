import { t } from '@lingui/core/macro';
import { APP_BUILD, APP_VERSION } from '../../shared/constants';

/** The English label, as the specification words it. */
export const APP_VERSION_LABEL = `Version ${APP_VERSION} (Build ${APP_BUILD})`;

/**
 * 'Version 4.0.2 (Build 42)' in the language on screen; a component showing it calls
 * `useLingui()`, so it follows a change of language.
 */
export function appVersionLabel(): string {
  const version = APP_VERSION;
  const build = APP_BUILD;
  return t`Version ${version} (Build ${build})`;
}
