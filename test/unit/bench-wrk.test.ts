import { createServer, type Server } from 'node:http';
import { haveWrk, wrk } from '../../bench/lib/wrk.js';

/**
 * Issue 31 §7: the smoke run (`npm test`'s last step) asks for 0.5 s runs, and wrk takes whole seconds only, so
 * on every machine with wrk the smoke failed after the suite passed. Where wrk is missing there is nothing to run:
 * `.ci/run` installs it, so CI always runs this.
 */
(haveWrk ? describe : describe.skip)('wrk, as the bench runs it', () => {
  let server: Server;
  let url: string;

  beforeAll(async () => {
    server = createServer((_request, response) => response.end('ok'));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as { port: number }).port}/`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  it("runs the smoke's half second, as one whole second, and reads its figures", async () => {
    const result = await wrk(url, { connections: 2, seconds: 0.5 });
    expect(result.command).toContain(' -d1s ');
    expect(result.requests).toBeGreaterThan(0);
    expect(result.rps).toBeGreaterThan(0);
    expect(result.errors).toBe(0);
    expect(result.p99Ms).toBeGreaterThan(0);
  });
});
