// English for every test that calls the web client's messages: the source text, as web/src/lib/i18n.ts activates
// before the app's first render.
import { i18n } from '@lingui/core';

i18n.loadAndActivate({ locale: 'en', messages: {} });
