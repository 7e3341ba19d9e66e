export const CHOICES = ['ROCK', 'PAPER', 'SCISSORS', 'SPOCK', 'LIZARD'] as const;
export type Choice = (typeof CHOICES)[number];
