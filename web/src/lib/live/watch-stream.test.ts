/// <reference types="node" />
// Run by jest in Node against a real HTTP server, as stream.test.ts.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from '@jest/globals';
import { openLiveStream, type LiveEvent } from './stream';
import { setWatch } from './watch';

/**
 * Issue 33 §4: when the page watches something else, the stream reopens at once with the new `?tournament=&match=`
 * and its Last-Event-ID, so nothing published in between is lost; the live status is never "down" for it.
 */
let server: Server;
const requests: { url: string; headers: IncomingHttpHeaders }[] = [];
const realFetch = globalThis.fetch;

beforeAll(async () => {
  server = createServer((request, response) => {
    requests.push({ url: request.url ?? '', headers: request.headers });
    response.writeHead(200, { 'content-type': 'text/event-stream' });
    // Held open: only a change of what is watched ends it.
    if (requests.length === 1)
      response.write('retry: 3000\n: connected\n\nid: 5-50-wallet\nevent: wallet\ndata: {}\n\n');
    else response.write('retry: 3000\n: connected\n\nevent: resumed\ndata: {}\n\n');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  globalThis.fetch = ((url: string, init?: RequestInit) => realFetch(`${base}${url}`, init)) as typeof fetch;
});

afterAll(async () => {
  globalThis.fetch = realFetch;
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

async function until(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`no ${what}: ${JSON.stringify(requests.map((r) => r.url))}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

it('reopens with what the page watches and its last id, without going down', async () => {
  const events: LiveEvent[] = [];
  let downs = 0;
  const close = openLiveStream({
    onEvent: (event) => events.push(event),
    onOpen: () => undefined,
    onDown: () => downs++,
  });
  await until(() => events.length === 1, 'first notice');
  expect(requests[0]?.url).toMatch(/\/stream\/$/);
  setWatch({ tournament: 3, match: 7 });
  await until(() => requests.length === 2, 'second request');
  expect(requests[1]?.url).toMatch(/\/stream\/\?tournament=3&match=7$/);
  expect(requests[1]?.headers['last-event-id']).toBe('5-50-wallet');
  setWatch({ tournament: null, match: null });
  await until(() => requests.length === 3, 'third request');
  expect(requests[2]?.url).toMatch(/\/stream\/$/);
  close();
  expect(downs).toBe(0);
});
