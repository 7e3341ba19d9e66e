import { MatchSchema } from './match.entity.js';
import { GameSchema } from './game.entity.js';
import { MoveSchema } from './move.entity.js';

/** The entity schemas this context owns, registered with the ORM. */
export const gameplayEntities = [MatchSchema, GameSchema, MoveSchema];
