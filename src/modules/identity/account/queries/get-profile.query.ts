import { Query } from '@nestjs/cqrs';
import type { UserView } from './user.view.js';
import type { Locale } from '#i18n';

/** The player's own view: the user, and the language they saved (null: none). */
export class GetProfile extends Query<UserView & { locale: Locale | null }> {
  constructor(readonly userId: number) {
    super();
  }
}
