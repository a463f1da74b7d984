import { describe, expect, it } from 'vitest';
import { ERROR_CODES, ERROR_STATUS, isErrorResponse } from './errors.js';

describe('error codes', () => {
  it('map every code to an HTTP error status', () => {
    for (const code of ERROR_CODES) {
      expect(ERROR_STATUS[code]).toBeGreaterThanOrEqual(400);
      expect(ERROR_STATUS[code]).toBeLessThan(600);
    }
  });

  it('recognise the one error body and nothing else', () => {
    expect(isErrorResponse({ code: 'NOT_FOUND', message: 'No such route' })).toBe(true);
    expect(isErrorResponse({ code: 'NO_SUCH_CODE', message: 'x' })).toBe(false);
    expect(isErrorResponse({ message: 'x' })).toBe(false);
    expect(isErrorResponse('NOT_FOUND')).toBe(false);
  });
});
