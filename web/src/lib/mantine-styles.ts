import { wantToasts } from './toasts-wanted';

let styles: Promise<unknown> | undefined;

/**
 * Loads code that may draw with the Mantine components the first screen does not (issue 35 §4): their
 * stylesheets (styles/mantine-more.css) are asked for first, so that their <link> precedes the code's own
 * stylesheets as it did in one sheet, and both download side by side. The code resolves once both have arrived.
 */
export function withMantineStyles<T>(importer: () => Promise<T>): Promise<T> {
  // Such code may show a toast (a page's action, the stream's match start): the container comes with it.
  wantToasts();
  styles ??= import('../styles/mantine-more.css');
  const code = importer();
  return styles.then(() => code);
}
