import { applyDecorators, type Type } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiPropertyOptional, ApiResponse, getSchemaPath } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import type { FastifyRequest } from 'fastify';
import { ValidateProblem } from './validate-problem.js';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Far past any real list; keeps OFFSET a number PostgreSQL and JavaScript agree on. */
const MAX_PAGE = 1_000_000_000;

/** Which rows a list query answers: its handler applies them after a total order (ending on id). */
export interface PageWindow {
  offset: number;
  limit: number;
}

/** A list query's answer: one page of rows and how many there are in all. */
export interface Counted<T> {
  count: number;
  results: T[];
}

/** What every paginated list answers, in the shape the web client reads (Django REST framework's). */
export interface Page<T> extends Counted<T> {
  next: string | null;
  previous: string | null;
}

function wholeNumberProblem(value: unknown, max: number): string | null {
  if (typeof value !== 'string' || !/^-?\d+$/.test(value.trim())) return 'A valid integer is required.';
  const number = Number(value);
  if (number < 1) return 'Ensure this value is greater than or equal to 1.';
  if (number > max) return `Ensure this value is less than or equal to ${max}.`;
  return null;
}

/** `page` and `page_size`, as strings from the query: extended by each list's own query DTO. */
export class PageQueryDto {
  @ApiPropertyOptional({
    type: Number,
    minimum: 1,
    default: 1,
    description: '1-based; a page past the end answers no results.',
  })
  @IsOptional()
  @ValidateProblem('isPage', (value) => wholeNumberProblem(value, MAX_PAGE))
  page?: string;

  @ApiPropertyOptional({ type: Number, minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE })
  @IsOptional()
  @ValidateProblem('isPageSize', (value) => wholeNumberProblem(value, MAX_PAGE_SIZE))
  page_size?: string;
}

/**
 * Where one page sits in a list, and how to write the links to its neighbours. The links are built from the
 * request's path and query only, never from the Host header, which a client controls: they are path-absolute
 * and keep every other query parameter (status, sort_by, search...).
 */
export class PageRequest implements PageWindow {
  readonly page: number;
  readonly pageSize: number;

  private constructor(
    private readonly path: string,
    private readonly params: URLSearchParams,
    query: PageQueryDto,
  ) {
    this.page = query.page === undefined ? 1 : Number(query.page);
    this.pageSize = query.page_size === undefined ? DEFAULT_PAGE_SIZE : Number(query.page_size);
  }

  static of(request: FastifyRequest, query: PageQueryDto): PageRequest {
    const url = new URL(request.url, 'http://path.invalid');
    // One leading slash: a link like //host/... would leave the site.
    return new PageRequest(url.pathname.replace(/^\/+/, '/'), url.searchParams, query);
  }

  get offset(): number {
    return (this.page - 1) * this.pageSize;
  }

  get limit(): number {
    return this.pageSize;
  }

  /** The page as answered, with links to the pages before and after it when they exist. */
  answer<T>({ count, results }: Counted<T>): Page<T> {
    const lastPage = Math.max(1, Math.ceil(count / this.pageSize));
    return {
      count,
      next: this.page < lastPage ? this.link(this.page + 1) : null,
      // From past the end, back to the last page that has rows.
      previous: this.page > 1 ? this.link(Math.min(this.page - 1, lastPage)) : null,
      results,
    };
  }

  private link(page: number): string {
    const params = new URLSearchParams(this.params);
    params.set('page', String(page));
    params.set('page_size', String(this.pageSize));
    return `${this.path}?${params.toString()}`;
  }
}

/** Documents a paginated answer of `item`s and the 400 a malformed page or page_size gets. */
export function ApiPage(item: Type, extra: Record<string, object> = {}): MethodDecorator & ClassDecorator {
  const link = { type: 'string', nullable: true, example: '/api/tournaments/?page=2&page_size=20' };
  return applyDecorators(
    ApiExtraModels(item),
    ApiOkResponse({
      schema: {
        type: 'object',
        required: ['count', 'next', 'previous', 'results', ...Object.keys(extra)],
        properties: {
          count: { type: 'integer' },
          next: link,
          previous: link,
          results: { type: 'array', items: { $ref: getSchemaPath(item) } },
          ...extra,
        },
      },
    }),
    ApiResponse({
      status: 400,
      description: '{"page": [...]} or {"page_size": [...]} for a malformed page or page size.',
    }),
  );
}
