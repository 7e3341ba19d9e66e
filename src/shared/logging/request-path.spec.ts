import { pathOf } from './logger.js';

describe('pathOf (the request line of the log)', () => {
  it("blanks a challenge's share token and leaves the query string out", () => {
    const token = 'Zm9vYmFyYmF6cXV4cXV1eHF1dXhxdXV4cXV1eHF1dXg';
    expect(pathOf(`/api/challenges/${token}/`)).toBe('/api/challenges/[redacted]/');
    expect(pathOf(`/api/challenges/${token}/accept/?x=1`)).toBe('/api/challenges/[redacted]/accept/');
    expect(pathOf(`/api/challenges/${token}`)).toBe('/api/challenges/[redacted]');
  });

  it('keeps every other path as it is', () => {
    expect(pathOf('/api/challenges/')).toBe('/api/challenges/');
    expect(pathOf('/api/challenges/?page=2')).toBe('/api/challenges/');
    expect(pathOf('/api/tournaments/7/join/')).toBe('/api/tournaments/7/join/');
  });
});
