import { Module } from '@nestjs/common';
import { AdminOperationsController } from './http/admin-operations.controller.js';
import { ListEventsHandler } from './queries/list-events.handler.js';

/** Admin reads over the event log and, through the other contexts' queries, over users and money. */
@Module({
  controllers: [AdminOperationsController],
  providers: [ListEventsHandler],
})
export class OperationsModule {}
