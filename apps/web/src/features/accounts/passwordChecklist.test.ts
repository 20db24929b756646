import { describe, expect, it } from 'vitest';
import { passwordChecklist } from './passwordChecklist';

const metOf = (password: string) =>
  Object.fromEntries(passwordChecklist(password).map((line) => [line.requirement, line.isMet]));

describe('password checklist', () => {
  it('lists every requirement of the rule, unmet for an empty password', () => {
    expect(passwordChecklist('')).toEqual([
      { requirement: 'minLength', isMet: false },
      { requirement: 'number', isMet: false },
      { requirement: 'uppercase', isMet: false },
      { requirement: 'lowercase', isMet: false },
      { requirement: 'special', isMet: false },
    ]);
  });

  it('ticks each requirement as the password grows', () => {
    expect(metOf('a')).toMatchObject({ lowercase: true, uppercase: false, minLength: false });
    expect(metOf('aB3')).toMatchObject({ lowercase: true, uppercase: true, number: true });
    expect(metOf('aB3!')).toMatchObject({ special: true, minLength: false });
    expect(Object.values(metOf('Demo@12345')).every(Boolean)).toBe(true);
  });

  it('counts accented letters as letters, not as special characters', () => {
    expect(metOf('Éléphant1')).toMatchObject({ uppercase: true, lowercase: true, special: false });
  });
});
