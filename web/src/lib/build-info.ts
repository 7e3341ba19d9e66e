/** Facts fixed when the bundle was built. */
export const APP_VERSION: string = __APP_VERSION__;
export const BUILD_DATE: string = __BUILD_DATE__;
export const DEFAULT_ENVIRONMENT: string = __DEFAULT_ENVIRONMENT__;
