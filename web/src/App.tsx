import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from '@tanstack/react-router';
import { LazyNotifications } from './components/LazyNotifications';
import { queryClient } from './lib/query-client';
import { theme } from './lib/theme';
import { router } from './router';

export function App() {
  return (
    // Theme variables and helper classes come from styles/theme.css, not injected <style> tags (strict CSP).
    <MantineProvider theme={theme} forceColorScheme="light" withCssVariables={false} withGlobalClasses={false}>
      <LazyNotifications />
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </MantineProvider>
  );
}
