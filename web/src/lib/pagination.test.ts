import { describe, expect, it } from '@jest/globals';
import { pageCount, pageQuery } from './pagination';
import { pageParam } from './search-params';

describe('pageParam', () => {
  it('keeps whole page numbers from 2 up, and reads the rest as the first page', () => {
    expect(pageParam.parse('2')).toBe(2);
    expect(pageParam.parse(7)).toBe(7);
    expect(pageParam.parse(' 12 ')).toBe(12);
    for (const value of ['1', '0', '-1', '2.5', 'abc', '', undefined, null, '1e3', '9999999999', 2.5, 0, true]) {
      expect(pageParam.parse(value)).toBeUndefined();
    }
  });
});

describe('pageCount', () => {
  it('counts whole pages, and an empty list has one page', () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
    expect(pageCount(45, 10)).toBe(5);
  });
});

describe('pageQuery', () => {
  it('asks for the page and the page size', () => {
    expect(pageQuery(undefined)).toEqual({ page: 1, page_size: 20 });
    expect(pageQuery(3)).toEqual({ page: 3, page_size: 20 });
  });
});
