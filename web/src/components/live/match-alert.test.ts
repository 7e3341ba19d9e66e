import { describe, expect, it } from '@jest/globals';
import { APP_TITLE, isMatchPage, pageTitle, startedMatch } from './match-alert';

describe('pageTitle', () => {
  it('says "Your move" while a started match waits, and the plain name otherwise', () => {
    expect(pageTitle(1)).toBe('Your move – Spockout');
    expect(pageTitle(2)).toBe('Your move – Spockout');
    expect(pageTitle(0)).toBe(APP_TITLE);
  });
});

describe('startedMatch', () => {
  const started = { name: 'match', data: { match_id: 12, tournament_id: 3, reason: 'started' } };

  it('names the match that started, wherever the player is', () => {
    expect(startedMatch(started, '/wallet')).toBe('12');
    expect(startedMatch(started, '/match/120')).toBe('12');
  });

  it('stays quiet on the page of that very match', () => {
    expect(startedMatch(started, '/match/12')).toBeNull();
    expect(startedMatch(started, '/match/12/')).toBeNull();
  });

  it('ignores moves, results and other events', () => {
    expect(startedMatch({ name: 'match', data: { match_id: 12, reason: 'move_made' } }, '/')).toBeNull();
    expect(startedMatch({ name: 'tournament', data: { tournament_id: 3, reason: 'started' } }, '/')).toBeNull();
    expect(startedMatch({ name: 'match', data: null }, '/')).toBeNull();
  });

  it('isMatchPage matches the whole id only', () => {
    expect(isMatchPage('/match/1', '1')).toBe(true);
    expect(isMatchPage('/match/10', '1')).toBe(false);
  });
});
