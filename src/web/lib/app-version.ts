import { APP_BUILD, APP_VERSION } from '../../shared/constants';

export const APP_VERSION_LABEL = `Version ${APP_VERSION} (Build ${APP_BUILD})`;
