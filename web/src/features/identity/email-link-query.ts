import { queryOptions } from '@tanstack/react-query';

/**
 * The one POST of a mailed link's token, as a query so that the page's renders share it. A token works once: a
 * second POST finds it spent and the page would say the link is invalid, after the first had succeeded. So the
 * answer is 'static': no invalidation fetches it again, such as the live stream's "read again what is on screen"
 * when it opens after the page (it did, under load, in CI), and it is kept for the page's life. The key names the
 * link's kind, never its translated title: a change of language must not post the token a second time.
 */
export function emailLinkQuery(
  kind: string,
  token: string | null,
  post: (token: string) => Promise<{ detail: string }>,
  afterwards: () => Promise<void>,
) {
  return queryOptions({
    queryKey: ['email-link', kind, token],
    queryFn: async () => {
      const answer = await post(token as string);
      await afterwards();
      return answer;
    },
    enabled: token !== null,
    retry: false,
    staleTime: 'static',
    gcTime: Infinity,
  });
}
