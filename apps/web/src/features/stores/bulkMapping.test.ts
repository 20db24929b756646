import { describe, expect, it } from 'vitest';
import { optionsOf } from './BulkMapping';

describe('the options a store names its variants by', () => {
  it('lists each option once, whatever its case, in the order first seen', () => {
    expect(optionsOf(['White / S', 'white / M', 'Black / M', 'Default Title'])).toEqual([
      'White',
      'S',
      'M',
      'Black',
      'Default Title',
    ]);
  });
});
