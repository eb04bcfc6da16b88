import { i18n } from '@lingui/core';

// Unit tests of the web app's code read its English: outside a production build, Lingui's
// macros keep each message's source text, which an activated locale with no catalogue shows.
i18n.loadAndActivate({ locale: 'en', messages: {} });
