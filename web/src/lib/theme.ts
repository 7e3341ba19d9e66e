import { createTheme } from '@mantine/core';

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
  fontFamily: 'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: {
    fontFamily:
      'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    fontWeight: '700',
  },
  components: {
    Card: { defaultProps: { withBorder: true, radius: 'lg', padding: 'lg', shadow: 'xs' } },
    Paper: { defaultProps: { radius: 'lg' } },
    Button: { defaultProps: { radius: 'md' } },
    // react-remove-scroll injects a <style> element, which a strict style-src refuses; theme.css locks the
    // page scroll with CSS instead while a modal or drawer is open.
    Modal: { defaultProps: { lockScroll: false } },
    Drawer: { defaultProps: { lockScroll: false } },
  },
});
