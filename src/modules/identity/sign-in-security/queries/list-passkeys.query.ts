import { Query } from '@nestjs/cqrs';
import type { Counted, PageWindow } from '../../../../shared/http/pagination.js';
import { type PasskeyView } from './passkey.view.js';

export class ListPasskeys extends Query<Counted<PasskeyView>> {
  constructor(
    readonly userId: number,
    readonly window: PageWindow,
  ) {
    super();
  }
}
