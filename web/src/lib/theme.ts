import { t } from '@lingui/core/macro';
import { createTheme, type DrawerProps, type ModalProps } from '@mantine/core';
import classes from './theme.module.css';

/*
 * Keep styles/theme.css in step: MantineProvider runs with withCssVariables={false} (no injected <style>),
 * so the primary colour and fonts below reach CSS only through that file. Also prefer plain CSS grids
 * (components/Layout.module.css) over responsive style props, SimpleGrid and Grid, which inject <style> tags.
 */

export const theme = createTheme({
  primaryColor: 'violet',
  primaryShade: 6,
  defaultRadius: 'md',
  // A player who asked the system for less motion gets popovers, modals and toasts without their slide and fade.
  respectReducedMotion: true,
  // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS font names
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      // eslint-disable-next-line lingui/no-unlocalized-strings -- CSS font names
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg', shadow: 'xs' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
    // react-remove-scroll injects a <style> element, which a strict style-src refuses; theme.css locks the
    // page scroll with CSS instead while a modal or drawer is open.
    // Every dialog is centred, with a bold title and a close button named for screen readers: said once here,
    // never at a call site (a call site's own classNames add to these). Plain objects typed by the props rather
    // than Modal.extend(): importing Modal here would put the dialog's code in the first chunk, which loads none.
    Modal: {
      defaultProps: {
        lockScroll: false,
        centered: true,
        // A getter: Mantine reads the props when a dialog renders, in the active language.
        closeButtonProps: {
          get 'aria-label'() {
            return t`Close`;
          },
        },
      } satisfies Partial<ModalProps>,
      classNames: { title: classes.modalTitle },
    },
    Drawer: { defaultProps: { lockScroll: false } satisfies Partial<DrawerProps> },
  },
});
