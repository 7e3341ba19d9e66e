import { applyDecorators } from '@nestjs/common';
import { Type } from 'class-transformer';
import { IsDate, MaxDate, MinDate } from 'class-validator';
import { dayProblem, FIRST_INSTANT, LAST_INSTANT } from '../calendar/calendar-day.js';
import { ValidateProblem } from './validate-problem.js';
import { msg, remembered } from '#i18n';

/**
 * Every date a request names goes through one of these two, so no route meets a date PostgreSQL or an ISO
 * string cannot hold (issue 30 §4). A day stays text (YYYY-MM-DD); turn it into a bound with dayStart/dayEnd.
 */
export const IsDayParam = (): PropertyDecorator => ValidateProblem('isDay', dayProblem);

const INSTANT_RANGE = { message: remembered(msg({ message: 'Enter a date between 1970 and 9999.' })) };

/**
 * A time (ISO 8601), read as a Date between 1970-01-01 and the end of 9999-12-31. Listed in the order the checks
 * run (applyDecorators applies them first to last): not a date says so before any range does.
 */
export const IsInstantParam = (): PropertyDecorator =>
  applyDecorators(
    IsDate({ message: remembered(msg({ message: 'Enter a valid date and time.' })) }),
    MinDate(FIRST_INSTANT, INSTANT_RANGE),
    MaxDate(LAST_INSTANT, INSTANT_RANGE),
    Type(() => Date),
  );
