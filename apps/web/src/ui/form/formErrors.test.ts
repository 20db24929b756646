import {
  changePasswordBodySchema,
  registerBodySchema,
  updateAccountBodySchema,
} from '@platfox/domain';
import { describe, expect, it } from 'vitest';
import { fieldProblems, serverFieldErrors } from './formErrors';

const problemsOf = (schema: typeof registerBodySchema, body: object, required: string[] = []) => {
  const result = schema.safeParse(body);
  return fieldProblems(result.success ? [] : result.error.issues, body, required);
};

const registration = {
  firstName: 'Ana',
  lastName: 'Lima',
  email: 'ana@shop.test',
  phone: null,
  password: 'Demo@12345',
  passwordConfirmation: 'Demo@12345',
};

describe('field problems from the domain schemas', () => {
  it('names nothing for a good registration', () => {
    expect(problemsOf(registerBodySchema, registration)).toEqual({});
  });

  it('reads a missing name and a bad e-mail by their rules', () => {
    expect(
      problemsOf(registerBodySchema, { ...registration, firstName: ' ', email: 'ana@' }),
    ).toEqual({
      firstName: { rule: 'required' },
      email: { rule: 'email' },
    });
  });

  it('tells the password rule from the confirmation rule', () => {
    expect(
      problemsOf(registerBodySchema, {
        ...registration,
        password: 'weak',
        passwordConfirmation: 'other',
      }),
    ).toEqual({ password: { rule: 'password' }, passwordConfirmation: { rule: 'confirmed' } });
  });

  it('says "required" for a blank required field before any other rule', () => {
    const body = { ...registration, password: '', passwordConfirmation: '' };
    expect(problemsOf(registerBodySchema, body, ['password', 'passwordConfirmation'])).toEqual({
      password: { rule: 'required' },
      passwordConfirmation: { rule: 'required' },
    });
  });

  it('reads lengths and phone patterns, with their limits', () => {
    const body = { ...registration, lastName: 'x'.repeat(300), phone: 'call me' };
    expect(problemsOf(registerBodySchema, body)).toEqual({
      lastName: { rule: 'max', max: 255 },
      phone: { rule: 'phone' },
    });
  });

  it('keys nested fields by their path', () => {
    const body = {
      firstName: 'Ana',
      lastName: 'Lima',
      address: {
        street: 'x'.repeat(300),
        street2: null,
        city: null,
        state: null,
        zipcode: null,
        country: null,
        phone: null,
      },
    };
    const result = updateAccountBodySchema.safeParse(body);
    expect(fieldProblems(result.success ? [] : result.error.issues, body)).toEqual({
      'address.street': { rule: 'max', max: 255 },
    });
  });

  it('reads a missing current password as required', () => {
    const body = {
      currentPassword: '',
      password: 'Demo@12345',
      passwordConfirmation: 'Demo@12345',
    };
    const result = changePasswordBodySchema.safeParse(body);
    expect(fieldProblems(result.success ? [] : result.error.issues, body)).toEqual({
      currentPassword: { rule: 'required' },
    });
  });
});

describe('the server’s field errors', () => {
  it('keeps field paths and drops the request part', () => {
    expect(
      serverFieldErrors({
        'body.email': 'The email already exists',
        currentPassword: 'The current password is incorrect',
        'address.zipcode': 'Bad zip',
        '': 'ignored',
      }),
    ).toEqual({
      email: 'The email already exists',
      currentPassword: 'The current password is incorrect',
      'address.zipcode': 'Bad zip',
    });
  });
});
