import { ApiProperty } from '@nestjs/swagger';

/**
 * A game's fairness record as every response and event shows it (docs/fairness.md): the hex SHA-256 of the
 * game's secret seed from the start, and the seed itself in hex once the game is complete. A game created
 * before seeds existed has none: its responses and events carry `fairness: null`.
 */
export interface Fairness {
  commitment: string;
  seed: string | null;
}

/** The OpenAPI shape of Fairness, for every response that carries a game. */
export class FairnessDto implements Fairness {
  @ApiProperty({
    description: 'Hex SHA-256 of the seed bytes, from the moment the game is created.',
    example: '630dcd29…',
  })
  commitment!: string;
  @ApiProperty({
    type: String,
    nullable: true,
    description: 'The 32-byte seed in hex; null until the game is complete.',
  })
  seed!: string | null;
}

/** The property options of a `fairness` field. */
export const FAIRNESS_PROPERTY = {
  type: () => FairnessDto,
  nullable: true,
  description: 'Provably fair timer moves (docs/fairness.md); null for a game created before seeds existed.',
} as const;
