import { describe, expect, it } from '@jest/globals';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { emailLinkQuery } from './email-link-query';

describe('emailLinkQuery', () => {
  it('posts a token once, whatever invalidates the page afterwards', async () => {
    const client = new QueryClient();
    const posted: string[] = [];
    const post = (token: string) => {
      posted.push(token);
      return Promise.resolve({ detail: 'Your email address is verified.' });
    };
    const observer = new QueryObserver(
      client,
      emailLinkQuery('Verify', 'tok-1', post, () => Promise.resolve()),
    );
    const answers: (string | undefined)[] = [];
    const stop = observer.subscribe((result) => answers.push(result.data?.detail));
    await client.query(emailLinkQuery('Verify', 'tok-1', post, () => Promise.resolve()));
    // What the live stream does as it opens, and what a sign-in's refresh does: every query on screen again.
    await client.invalidateQueries({ predicate: () => true }, { cancelRefetch: false });
    await client.invalidateQueries();
    await client.refetchQueries({ type: 'active' });
    expect(posted).toEqual(['tok-1']);
    expect(observer.getCurrentResult().data).toEqual({ detail: 'Your email address is verified.' });
    expect(answers.at(-1)).toBe('Your email address is verified.');
    stop();
    client.clear();
  });

  it('posts nothing without a token', () => {
    const client = new QueryClient();
    const posted: string[] = [];
    const options = emailLinkQuery(
      'Verify',
      null,
      (token) => {
        posted.push(token);
        return Promise.resolve({ detail: '' });
      },
      () => Promise.resolve(),
    );
    const observer = new QueryObserver(client, options);
    const stop = observer.subscribe(() => undefined);
    expect(observer.getCurrentResult().fetchStatus).toBe('idle');
    expect(posted).toEqual([]);
    stop();
    client.clear();
  });
});
