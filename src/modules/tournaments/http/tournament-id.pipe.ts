import { Injectable, type PipeTransform } from '@nestjs/common';
import { TournamentErrors } from '../domain/tournament-errors.js';

const MAX_ID = 2_147_483_647;

/** A tournament id from the path; anything that cannot be one answers 404 like an unknown id. */
@Injectable()
export class TournamentIdPipe implements PipeTransform<string, number> {
  transform(value: string): number {
    if (!/^\d{1,10}$/.test(value)) throw TournamentErrors.notFound();
    const id = Number(value);
    if (id < 1 || id > MAX_ID) throw TournamentErrors.notFound();
    return id;
  }
}
