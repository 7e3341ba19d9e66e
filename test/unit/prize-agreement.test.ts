import { prizeSplit as serverSplit } from '../../src/modules/tournaments/domain/tournament-rules.js';
import { cents } from '../../src/shared/money/money.js';
import { placePrizes as serverPrizes } from '../../src/modules/tournaments/domain/payouts.js';
import { paceLabel as serverPace } from '../../src/modules/gameplay/contracts/clocks.js';
import { placePrizes as dialogPrizes, prizeSplit as dialogSplit } from '../../web/src/lib/prize.js';
import { paceLabel as webPace } from '../../web/src/lib/pace.js';

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

/** The card, the dialog and the detail state the prizes by place the payout posts (issue 32 §3). */
describe('the web prizes by place and the server payout', () => {
  it('agree in cents for every table and many pools', () => {
    for (const table of [[100], [70, 30], [50, 30, 20]])
      for (let pool = 0; pool < 20_000; pool += 37) {
        const server = serverPrizes(cents(pool), table).map((p) => ({
          place: p.place,
          percent: p.percent,
          amountCents: p.amount,
        }));
        expect(dialogPrizes(pool, table)).toEqual(server);
      }
  });

  it('say the pace in the same words', () => {
    for (const seconds of [1, 2, 45, 60, 90, 300, 3600, 7200, 86_400, 172_800])
      expect(webPace(seconds)).toBe(serverPace(seconds));
  });
});
