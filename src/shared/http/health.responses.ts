import { ApiProperty } from '@nestjs/swagger';

export class HealthDto {
  @ApiProperty({ enum: ['ok', 'unavailable'] }) status!: 'ok' | 'unavailable';
  @ApiProperty({ enum: ['up', 'down'] }) database!: 'up' | 'down';
  @ApiProperty({ example: 'production', description: 'APP_ENV; the web footer shows it outside production.' })
  environment!: string;
  @ApiProperty({ example: '0.1.3-alpha' }) version!: string;
}

export class LivenessDto {
  @ApiProperty({ enum: ['ok', 'failing'] }) status!: 'ok' | 'failing';
}

export class ReadinessDto {
  @ApiProperty({ enum: ['ready', 'not_ready'] }) status!: 'ready' | 'not_ready';
  @ApiProperty({ enum: ['up', 'down'] }) database!: 'up' | 'down';
  @ApiProperty({ description: 'Committed migrations not yet applied; -1 when they could not be counted.' })
  pending_migrations!: number;
  @ApiProperty({
    enum: ['off', 'up', 'down'],
    description: 'The event bus (EVENT_BUS_URL): off when unset; down while the instances fall back to PostgreSQL.',
  })
  bus!: 'off' | 'up' | 'down';
}
