/// <reference types="node" />
// A test run by jest in Node against a real HTTP server: the only web file that needs Node's types.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { openLiveStream, type LiveEvent } from './stream';

/**
 * The client side of issue 35's replay, against a real HTTP server speaking the stream's protocol: it sends the
 * last id it heard as Last-Event-ID when it reconnects, drops a notice whose id it has had, and counts a stream
 * that says `resumed` as having missed nothing.
 */
let server: Server;
let base = '';
const requests: IncomingHttpHeaders[] = [];
const realFetch = globalThis.fetch;

const frame = (id: string | null, event: string) => `${id ? `id: ${id}\n` : ''}event: ${event}\ndata: {}\n\n`;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push(request.headers);
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    if (requests.length === 1) {
      // A notice, the same notice again, another, a heartbeat that moves the position; then the stream drops.
      response.end(
        frame('7-70-wallet', 'wallet') +
          frame('7-70-wallet', 'wallet') +
          frame('8-81-match', 'match') +
          'id: 9\n: ping\n\n',
      );
    } else if (requests.length === 2) {
      // The replay repeats a notice already heard, brings the one missed, and says it is complete.
      response.write(
        'retry: 3000\n: connected\n\n' + frame('8-81-match', 'match') + frame('10-99-tournament', 'tournament'),
      );
      response.write(frame(null, 'resumed'));
    } else response.end();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = ((url: string, init?: RequestInit) => realFetch(`${base}${url}`, init)) as typeof fetch;
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

it('resumes from the last id heard, drops a duplicate id, and counts a resumed stream as complete', async () => {
  const events: LiveEvent[] = [];
  const opens: boolean[] = [];
  const close = openLiveStream({
    onEvent: (event) => events.push(event),
    onOpen: (missed) => opens.push(missed),
    onDown: () => undefined,
  });
  const deadline = Date.now() + 10_000;
  while (events.length < 3 || opens.length < 2) {
    if (Date.now() > deadline) throw new Error(`got ${JSON.stringify({ events, opens })}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  close();
  expect(events.map((e) => e.name)).toEqual(['wallet', 'match', 'tournament']);
  expect(requests[0]?.['last-event-id']).toBeUndefined();
  // The heartbeat's id was the last heard: the replay starts from there.
  expect(requests[1]?.['last-event-id']).toBe('9');
  expect(opens).toEqual([false, false]);
});
