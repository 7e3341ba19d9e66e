import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext } from '@tanstack/react-router';
import { AppLayout } from '../components/AppLayout';
import { RouteError } from '../components/RouteError';

export interface RouterContext {
  queryClient: QueryClient;
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: AppLayout,
  errorComponent: RouteError,
});
