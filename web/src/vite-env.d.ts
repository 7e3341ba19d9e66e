/// <reference types="vite/client" />

/** Replaced at build time by web/vite.config.ts. */
declare const __APP_VERSION__: string;
declare const __BUILD_DATE__: string;
declare const __DEFAULT_ENVIRONMENT__: string;

/** A Lingui catalog, compiled by @lingui/vite-plugin when imported (web/src/locales). */
declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
