import { Module } from '@nestjs/common';
import { EventFeed } from './event-feed.js';
import { StreamController } from './http/stream.controller.js';
import { StreamHub } from './stream-hub.js';
import { StreamRegistry } from './persistence/stream-registry.js';
import { GetUsersWithOpenStreamsHandler } from './queries/get-users-with-open-streams.handler.js';

/**
 * Live updates: each signed-in tab holds one event stream; committed domain events reach every instance through
 * PostgreSQL's NOTIFY and become small notices on the streams of the users concerned.
 */
@Module({
  controllers: [StreamController],
  providers: [StreamHub, EventFeed, StreamRegistry, GetUsersWithOpenStreamsHandler],
})
export class LiveModule {}
