import { Global, Module } from '@nestjs/common';
import { ClientPresence } from '../../shared/auth/client-presence.js';
import { EventFeed } from './event-feed.js';
import { EventPublisher } from './event-publisher.js';
import { StreamController } from './http/stream.controller.js';
import { StreamHub } from './stream-hub.js';
import { StreamRegistry } from './persistence/stream-registry.js';
import { GetMatchWatchersHandler } from './queries/get-match-watchers.handler.js';
import { GetUsersWithOpenStreamsHandler } from './queries/get-users-with-open-streams.handler.js';
import { GetPresentUsersHandler } from './queries/get-present-users.handler.js';
import { PresenceRegistry } from './persistence/presence.js';

/**
 * Live updates: each signed-in tab holds one event stream; the deployment's one publisher tells every instance of
 * committed domain events in batches (PostgreSQL's NOTIFY, outside any business transaction), and each instance
 * turns them into small notices on the streams of the users concerned. Global for the kernel's ClientPresence it
 * provides: the access guard notes every signed-in request's user (issue 32 §0's "last seen").
 */
@Global()
@Module({
  controllers: [StreamController],
  providers: [
    StreamHub,
    EventFeed,
    EventPublisher,
    StreamRegistry,
    GetUsersWithOpenStreamsHandler,
    GetMatchWatchersHandler,
    GetPresentUsersHandler,
    PresenceRegistry,
    { provide: ClientPresence, useExisting: PresenceRegistry },
  ],
  exports: [ClientPresence],
})
export class LiveModule {}
