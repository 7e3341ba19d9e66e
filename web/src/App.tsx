import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { LazyNotifications } from './components/LazyNotifications';
import { colorSchemeManager } from './lib/color-scheme';
import { queryClient } from './lib/query-client';
import { theme } from './lib/theme';
import { router } from './router';

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
      <LazyNotifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
