import { prizeSplit as serverSplit } from '../../src/modules/tournaments/domain/tournament-rules.js';
import { cents } from '../../src/shared/money/money.js';
import { prizeSplit as dialogSplit } from '../../web/src/lib/prize.js';

/** The create dialog states the prize the server will pay: the two computations agree on every input tried. */
describe('the dialog prize and the server prize', () => {
  const fees = [100, 101, 199, 333, 1000, 1299, 99_999, 1_000_000];
  const seats = [2, 4, 8, 16, 32, 64, 128, 256];
  const rakes = [0, 1, 3, 7, 10, 33, 50];

  it.each(rakes)('agree in cents at a rake of %i%%', (rake) => {
    for (const fee of fees) {
      for (const players of seats) {
        const server = serverSplit(cents(fee), players, rake);
        expect(dialogSplit(fee, players, rake)).toEqual({
          grossCents: server.gross,
          rakeCents: server.rake,
          prizeCents: server.prizePool,
        });
      }
    }
  });
});
