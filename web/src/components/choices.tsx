import type { ReactNode } from 'react';
import type { Choice } from '../lib/api/match';
import { choiceBeats, choiceBeatsSentence, choiceName } from '../lib/choice-names';
import { lookup } from '../lib/lookup';

// The moves' words for every page (the gameplay pages too): names, rules as whole sentences, a stored result.
export { choiceBeats, choiceBeatsSentence, choiceName, resultDescription, ruleSentence } from '../lib/choice-names';

export interface ChoiceInfo {
  value: Choice;
  /** The move's name in the active language. */
  readonly name: string;
  /** The Unicode picture, for plain-text places (titles, screen-reader-free hints). */
  emoji: string;
  /** What it beats, in the rules' words, after its name ("crushes Scissors and Lizard"). */
  readonly beats: string;
  /** The same as one sentence that names the move ("Rock crushes Scissors and Lizard"): prefer it to name + beats. */
  readonly rule: string;
  color: string;
  /** The letter that picks it on the match page (K for Spock: S is Scissors'). */
  key: string;
}

/** A move whose words are read in the active language each time they are shown (getters, never at load). */
function move(value: Choice, emoji: string, color: string, key: string): ChoiceInfo {
  return {
    value,
    get name() {
      return choiceName(value);
    },
    emoji,
    get beats() {
      return choiceBeats(value);
    },
    get rule() {
      return choiceBeatsSentence(value);
    },
    color,
    key,
  };
}

/**
 * The five moves in the order the game names them (spec section 3), the one order of every page (home, match,
 * rules); keys 1-5 follow it.
 */
export const CHOICES: readonly ChoiceInfo[] = [
  move('ROCK', '🪨', 'gray', 'R'),
  move('PAPER', '📄', 'blue', 'P'),
  move('SCISSORS', '✂️', 'orange', 'S'),
  move('SPOCK', '🖖', 'violet', 'K'),
  move('LIZARD', '🦎', 'green', 'L'),
];

/** The move a key picks: "1"-"5" in the order shown, or its letter (either case); null for any other key. */
export function choiceForKey(key: string): ChoiceInfo | null {
  const index = /^[1-5]$/.test(key) ? Number(key) - 1 : CHOICES.findIndex((c) => c.key === key.toUpperCase());
  return CHOICES[index] ?? null;
}

const BY_VALUE = new Map(CHOICES.map((choice) => [choice.value, choice]));

export function choiceInfo(choice: string | null | undefined): ChoiceInfo | null {
  return choice ? (BY_VALUE.get(choice as Choice) ?? null) : null;
}

interface ChoiceIconProps {
  choice: string;
  size?: number;
  /** Announce the move's name (when no visible name sits next to the icon). */
  labelled?: boolean;
}

/**
 * The move's picture, drawn in SVG so it looks the same on every device (emoji fonts differ, and 🪨 is missing
 * from older ones).
 */
export function ChoiceIcon({ choice, size = 40, labelled = false }: ChoiceIconProps) {
  const info = choiceInfo(choice);
  const a11y = labelled && info ? { role: 'img', 'aria-label': info.name } : { 'aria-hidden': true };
  return (
    <svg width={size} height={size} viewBox="0 0 64 64" focusable="false" {...a11y}>
      {lookup(PICTURES, choice) ?? HIDDEN}
    </svg>
  );
}

/** A move not shown (yet): a face-down card with a question mark, never a real move as a stand-in. */
const HIDDEN = (
  <g>
    <rect x="12" y="6" width="40" height="52" rx="6" fill="#e9ecef" stroke="#adb5bd" strokeWidth="2.5" />
    <path
      d="M25 25c0-4 3-7 7-7s7 3 7 7c0 5-7 6-7 11"
      fill="none"
      stroke="#868e96"
      strokeWidth="4"
      strokeLinecap="round"
    />
    <circle cx="32" cy="45" r="2.6" fill="#868e96" />
  </g>
);

const PICTURES: Record<Choice, ReactNode> = {
  ROCK: (
    <g strokeLinejoin="round">
      <path
        d="M12 44 9 33c-1-6 2-10 7-13l9-8c5-3 10-3 14-1l10 5c6 3 8 7 8 13l1 11c0 7-4 11-11 12l-22 1c-7 0-11-3-13-9Z"
        fill="#a5abb6"
        stroke="#5c6370"
        strokeWidth="2.5"
      />
      <path
        d="M25 12 31 25 47 16M31 25l24 4M31 25l-3 16L10 42M28 41l20 13"
        fill="none"
        stroke="#6e7582"
        strokeWidth="2"
      />
      <path d="M16 22 25 13l5 11Z" fill="#c7ccd4" />
      <path d="M32 24 46 17l8 10Z" fill="#bcc2cb" />
    </g>
  ),
  PAPER: (
    <g strokeLinejoin="round">
      <path d="M16 6h24l10 10v42H16Z" fill="#ffffff" stroke="#4263eb" strokeWidth="2.5" />
      <path d="M40 6v10h10" fill="#dbe4ff" stroke="#4263eb" strokeWidth="2.5" />
      <path d="M22 26h22M22 33h22M22 40h22M22 47h14" stroke="#91a7ff" strokeWidth="2.5" strokeLinecap="round" />
    </g>
  ),
  SCISSORS: (
    <g strokeLinecap="round">
      <path d="M24 39 44 7" stroke="#868e96" strokeWidth="6" />
      <path d="M40 39 20 7" stroke="#adb5bd" strokeWidth="6" />
      <circle cx="32" cy="26" r="2.8" fill="#495057" />
      <circle cx="21" cy="47" r="8" fill="none" stroke="#f76707" strokeWidth="5" />
      <circle cx="43" cy="47" r="8" fill="none" stroke="#f76707" strokeWidth="5" />
    </g>
  ),
  SPOCK: (
    <g fill="#ffd8a8" stroke="#d9480f" strokeWidth="2" strokeLinejoin="round">
      <rect x="6" y="31" width="8" height="20" rx="4" transform="rotate(-38 10 47)" />
      <rect x="17" y="10" width="7.5" height="26" rx="3.75" transform="rotate(-9 21 36)" />
      <rect x="24.5" y="6" width="7.5" height="30" rx="3.75" transform="rotate(-9 28 36)" />
      <rect x="35" y="6" width="7.5" height="30" rx="3.75" transform="rotate(9 39 36)" />
      <rect x="42.5" y="11" width="7" height="25" rx="3.5" transform="rotate(9 46 36)" />
      <path d="M15 33c0-3 2-5 5-5h26c3 0 5 2 5 5v13c0 8-6 13-14 13h-8c-8 0-14-5-14-13Z" />
      <path d="M31.5 31v-4" fill="none" stroke="#d9480f" />
    </g>
  ),
  LIZARD: (
    <g stroke="#2b8a3e" strokeLinecap="round" strokeLinejoin="round">
      <path d="M32 46c0 6 3 10 9 12" fill="none" strokeWidth="5" />
      <path d="M32 46c0 6 3 10 9 12" fill="none" stroke="#51cf66" strokeWidth="2.5" />
      <path d="M26 27 17 23l-3-6M38 27l9-4 3-6M26 41l-9 4-3 6M38 41l9 4 3 6" fill="none" strokeWidth="4" />
      <ellipse cx="32" cy="34" rx="8" ry="14" fill="#51cf66" strokeWidth="2.5" />
      <ellipse cx="32" cy="15" rx="6.5" ry="7.5" fill="#51cf66" strokeWidth="2.5" />
      <circle cx="29.2" cy="13" r="1.6" fill="#212529" stroke="none" />
      <circle cx="34.8" cy="13" r="1.6" fill="#212529" stroke="none" />
      <path d="M28 30h8M27.5 35h9M28 40h8" fill="none" stroke="#2f9e44" strokeWidth="1.5" />
    </g>
  ),
};
