import { describe, expect, it } from 'vitest';
import { formatAttributeOptions } from './attributes';

describe('formatAttributeOptions', () => {
  it('writes name: value pairs apart, separated by a dot', () => {
    expect(formatAttributeOptions(['Color:Black', 'Size:M'])).toBe('Color: Black · Size: M');
  });

  it('keeps a value without a name, and a colon inside the value', () => {
    expect(formatAttributeOptions(['XL', 'Note:a:b', ''])).toBe('XL · Note: a:b');
  });
});
