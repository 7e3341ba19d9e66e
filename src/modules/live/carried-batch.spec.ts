import { carriedBatch, readCarriedBatch } from './carried-batch.js';

describe('A batch carried on the bus', () => {
  it('reads back as the events and inbox users the publisher wrote, in order', () => {
    const body = carriedBatch(
      7,
      [
        { id: '41', type: 'MatchStarted', payload: { match_id: 3 } },
        { id: '42', type: 'MoveSubmitted', payload: { match_id: 3, user_id: 9 } },
      ],
      [9, 12],
    );
    expect(readCarriedBatch(7, body)).toEqual({
      events: [
        { seq: '7', id: '41', type: 'MatchStarted', payload: { match_id: 3 } },
        { seq: '7', id: '42', type: 'MoveSubmitted', payload: { match_id: 3, user_id: 9 } },
      ],
      inbox: [9, 12],
    });
  });

  it('is not read when it names another batch, is missing, or is not this shape (the feed reads PostgreSQL)', () => {
    const body = carriedBatch(7, [], []);
    expect(readCarriedBatch(8, body)).toBeNull();
    expect(readCarriedBatch(7, undefined)).toBeNull();
    expect(readCarriedBatch(7, '{"seq":7,"events":[{"id":"1"}],"inbox":[]}')).toBeNull();
    expect(readCarriedBatch(7, 'not json')).toBeNull();
  });
});
