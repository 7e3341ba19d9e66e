import { t } from '@lingui/core/macro';

/**
 * The moves' names and the rules' sentences in the active language (issue 36 §4), with the original verbs
 * ("Scissors cuts Paper"). Plain functions, so lib/ and components alike read them at render time.
 */
export function choiceName(choice: string | null | undefined): string {
  switch (choice) {
    case 'ROCK':
      return t`Rock`;
    case 'PAPER':
      return t`Paper`;
    case 'SCISSORS':
      return t`Scissors`;
    case 'SPOCK':
      return t`Spock`;
    case 'LIZARD':
      return t`Lizard`;
    default:
      return choice ?? '';
  }
}

/**
 * One rule as a whole sentence, "Scissors cuts Paper", for a winning move over a losing one; null when the first
 * does not beat the second (a tie, or the other way round).
 */
export function ruleSentence(winner: string | null | undefined, loser: string | null | undefined): string | null {
  switch (`${winner ?? ''}>${loser ?? ''}`) {
    case 'SCISSORS>PAPER':
      return t`Scissors cuts Paper`;
    case 'PAPER>ROCK':
      return t`Paper covers Rock`;
    case 'ROCK>LIZARD':
      return t`Rock crushes Lizard`;
    case 'LIZARD>SPOCK':
      return t`Lizard poisons Spock`;
    case 'SPOCK>SCISSORS':
      return t`Spock smashes Scissors`;
    case 'SCISSORS>LIZARD':
      return t`Scissors decapitates Lizard`;
    case 'LIZARD>PAPER':
      return t`Lizard eats Paper`;
    case 'PAPER>SPOCK':
      return t`Paper disproves Spock`;
    case 'SPOCK>ROCK':
      return t`Spock vaporizes Rock`;
    case 'ROCK>SCISSORS':
      return t`Rock crushes Scissors`;
    default:
      return null;
  }
}

/** What a move beats, as one sentence that names it: "Rock crushes Scissors and Lizard". */
export function choiceBeatsSentence(choice: string): string {
  switch (choice) {
    case 'ROCK':
      return t`Rock crushes Scissors and Lizard`;
    case 'PAPER':
      return t`Paper covers Rock, disproves Spock`;
    case 'SCISSORS':
      return t`Scissors cut Paper, decapitate Lizard`;
    case 'SPOCK':
      return t`Spock smashes Scissors, vaporizes Rock`;
    case 'LIZARD':
      return t`Lizard poisons Spock, eats Paper`;
    default:
      return '';
  }
}

/** What a move beats, the words after its name ("crushes Scissors and Lizard"), as the move cards print them. */
export function choiceBeats(choice: string): string {
  switch (choice) {
    case 'ROCK':
      return t`crushes Scissors and Lizard`;
    case 'PAPER':
      return t`covers Rock, disproves Spock`;
    case 'SCISSORS':
      return t`cut Paper, decapitate Lizard`;
    case 'SPOCK':
      return t`smashes Scissors, vaporizes Rock`;
    case 'LIZARD':
      return t`poisons Spock, eats Paper`;
    default:
      return '';
  }
}

/**
 * The server's description of a game played out ("Spock vaporizes Rock", stored in English) in the active
 * language: the rule's sentence when it is one, else the words as they came.
 */
export function resultDescription(description: string | null | undefined): string {
  if (!description) return '';
  const tie = /^Tie! Both chose (\w+)$/.exec(description.trim());
  if (tie) {
    const name = choiceName(tie[1].toUpperCase());
    return t`Tie! Both chose ${name}`;
  }
  const match = /^(\w+) \w+ (\w+)$/.exec(description.trim());
  if (match) {
    const sentence = ruleSentence(match[1].toUpperCase(), match[2].toUpperCase());
    if (sentence) return sentence;
  }
  return description;
}
