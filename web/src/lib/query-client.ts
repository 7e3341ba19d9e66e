import { QueryClient } from '@tanstack/react-query';

/** Failures surface at once with the catalogue message; polling features refetch on their own interval. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { retry: false, refetchOnWindowFocus: false },
    mutations: { retry: false },
  },
});
