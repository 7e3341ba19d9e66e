/**
 * Practice against the computer (issue 33 §5). The computer sits in slot 2 of a practice match as player 0: an id
 * no user has (user ids are serial from 1), so the fairness scheme derives its move as for any player ("G:0",
 * docs/fairness.md) and every existing check that a seat holds a player keeps working.
 */
export const COMPUTER_PLAYER_ID = 0;

/** How every view names the computer. */
export const COMPUTER_USERNAME = 'Computer (practice)';

/** What a practice match shows where a tournament's name would be: every view labels it "Practice". */
export const PRACTICE_NAME = 'Practice';

/** The modes a practice match is played in, as a tournament's: games in the best-of. */
export const PRACTICE_MODES = { BLITZ: 1, CLASSIC: 3 } as const;
export type PracticeMode = keyof typeof PRACTICE_MODES;
export const PRACTICE_MODE_NAMES = Object.keys(PRACTICE_MODES) as PracticeMode[];

/**
 * The longest practice clock: the server's default move clock (MOVE_TIMEOUT_SECONDS), but never daily play's hour
 * or more, so a practice match never sends reminders or mails and an abandoned one ends within minutes.
 */
export const PRACTICE_MAX_MOVE_TIMEOUT = 600;
