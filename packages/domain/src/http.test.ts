import { describe, expect, it } from 'vitest';
import { HTTP_ERROR_TITLES, isErrorPageStatus } from './http';
import { errorBodySchema } from './schemas/error-body';

describe('isErrorPageStatus', () => {
  it.each([400, 403, 404, 429, 500, 503, 511])('sends %i to the error page', (status) => {
    expect(isErrorPageStatus(status)).toBe(true);
  });

  it.each([200, 401, 402, 408, 422, 499, 512])('handles %i elsewhere', (status) => {
    expect(isErrorPageStatus(status)).toBe(false);
  });
});

describe('HTTP_ERROR_TITLES', () => {
  it('titles status 0 like a missing page', () => {
    expect(HTTP_ERROR_TITLES[0]).toBe(HTTP_ERROR_TITLES[404]);
    expect(HTTP_ERROR_TITLES[403]).toBe('Access Denied');
  });
});

describe('errorBodySchema', () => {
  it('requires field errors to be a map of messages', () => {
    const body = { status: 422, message: 'Invalid', errors: { email: 'The email is invalid' } };
    expect(errorBodySchema.parse(body)).toEqual(body);
    expect(errorBodySchema.safeParse({ ...body, errors: { email: 1 } }).success).toBe(false);
  });
});
