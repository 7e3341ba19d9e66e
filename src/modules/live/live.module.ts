import { Module } from '@nestjs/common';
import { EventFeed } from './event-feed.js';
import { EventPublisher } from './event-publisher.js';
import { StreamController } from './http/stream.controller.js';
import { StreamHub } from './stream-hub.js';
import { StreamRegistry } from './persistence/stream-registry.js';
import { GetMatchWatchersHandler } from './queries/get-match-watchers.handler.js';
import { GetUsersWithOpenStreamsHandler } from './queries/get-users-with-open-streams.handler.js';

/**
 * Live updates: each signed-in tab holds one event stream; the deployment's one publisher tells every instance of
 * committed domain events in batches (PostgreSQL's NOTIFY, outside any business transaction), and each instance
 * turns them into small notices on the streams of the users concerned.
 */
@Module({
  controllers: [StreamController],
  providers: [
    StreamHub,
    EventFeed,
    EventPublisher,
    StreamRegistry,
    GetUsersWithOpenStreamsHandler,
    GetMatchWatchersHandler,
  ],
})
export class LiveModule {}
