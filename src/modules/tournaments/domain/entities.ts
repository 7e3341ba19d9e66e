import { TournamentSchema } from './tournament.entity.js';
import { ParticipantSchema } from './participant.entity.js';
import { SitAndGoTemplateSchema } from './sit-and-go-template.entity.js';
import { ChallengeSchema } from './challenge.entity.js';
import { TournamentScheduleSchema } from './tournament-schedule.entity.js';

/** The entity schemas this context owns, registered with the ORM. */
export const tournamentsEntities = [
  TournamentSchema,
  ParticipantSchema,
  SitAndGoTemplateSchema,
  ChallengeSchema,
  TournamentScheduleSchema,
];
