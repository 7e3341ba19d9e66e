import { lazyRouteComponent } from '@tanstack/react-router';
import { withMantineStyles } from '../lib/mantine-styles';

/** lazyRouteComponent, with the Mantine stylesheets the first screen leaves out (lib/mantine-styles.ts). */
export function lazyPage<T extends Record<string, unknown>, TKey extends keyof T = 'default'>(
  importer: () => Promise<T>,
  exportName?: TKey,
) {
  return lazyRouteComponent(() => withMantineStyles(importer), exportName);
}
