import { Controller, Get, Query, Res } from '@nestjs/common';
import { QueryBus } from '@nestjs/cqrs';
import { ApiBearerAuth, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath, ApiExtraModels } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { ApiErrors } from '../../../shared/http/api-errors.js';
import { AdminOnly } from '../../../shared/auth/auth.decorators.js';
import { GetFinanceReport, type FinanceReport } from '../contracts/finance-report.query.js';
import { FinanceQueryDto } from './admin-finance.dto.js';
import { FinanceReportDto } from './admin-finance.responses.js';
import { financeCsv } from './finance-csv.js';

@ApiTags('admin')
@ApiBearerAuth()
@AdminOnly()
@ApiErrors({ 403: 'Not an admin.' })
@Controller('admin/finance')
export class AdminFinanceController {
  constructor(private readonly queries: QueryBus) {}

  @Get()
  @ApiOperation({ summary: "The operator's money per UTC day and for the period; `format=csv` as a CSV download." })
  @ApiExtraModels(FinanceReportDto)
  @ApiOkResponse({
    content: {
      'application/json': { schema: { $ref: getSchemaPath(FinanceReportDto) } },
      'text/csv': { schema: { type: 'string', description: 'One row per day, then a `total` row.' } },
    },
  })
  @ApiErrors({
    400: '{"from": [...]}, {"to": [...]} or {"format": [...]}: not a date, start after end, over 366 days.',
  })
  async report(
    @Query() query: FinanceQueryDto,
    @Res({ passthrough: true }) reply: FastifyReply,
  ): Promise<FinanceReport | string> {
    const report = await this.queries.execute(new GetFinanceReport(query.from, query.to));
    if (query.format !== 'csv') return report;
    void reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="finance-${report.from}-${report.to}.csv"`);
    return financeCsv(report);
  }
}
