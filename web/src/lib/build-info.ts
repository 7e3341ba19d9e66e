/** Facts fixed when the bundle was built. */
export const APP_VERSION: string = __APP_VERSION__;
export const BUILD_DATE: string = __BUILD_DATE__;
/** The build's day as YYYY-MM-DD (UTC), the same for every visitor: BUILD_DATE is the build's toISOString(). */
export const BUILD_DAY: string = BUILD_DATE.slice(0, 10);
export const DEFAULT_ENVIRONMENT: string = __DEFAULT_ENVIRONMENT__;
