import { i18n } from '@lingui/core';
import { I18nProvider, useLingui } from '@lingui/react';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { LazyNotifications } from './components/LazyNotifications';
import { colorSchemeManager } from './lib/color-scheme';
import { queryClient } from './lib/query-client';
import { theme } from './lib/theme';
import { router } from './router';

/**
 * The pages under the active language. A switch of language (the footer's menu) renders them again from the top:
 * the router and the query cache are kept, so the player stays where they were, with what they typed in the URL.
 */
function LocalizedRoutes() {
  const { i18n: active } = useLingui();
  return <RouterProvider key={active.locale} router={router} />;
}

export function App() {
  return (
    // Theme variables and helper classes come from styles/theme.css, not injected <style> tags (strict CSP).
    // The scheme follows the system until the player picks one with the top bar's toggle (remembered).
    <MantineProvider
      theme={theme}
      defaultColorScheme="auto"
      colorSchemeManager={colorSchemeManager}
      withCssVariables={false}
      withGlobalClasses={false}
    >
      <I18nProvider i18n={i18n}>
        <LazyNotifications />
        <QueryClientProvider client={queryClient}>
          <LocalizedRoutes />
        </QueryClientProvider>
      </I18nProvider>
    </MantineProvider>
  );
}
