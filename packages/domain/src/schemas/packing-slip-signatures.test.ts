import { describe, expect, it } from 'vitest';
import { packingSlipSettingsSchema, packingSlipSizeSchema } from './packing-slip-signatures';

describe('packingSlipSizeSchema', () => {
  it('takes width|height|dpi as positive integers within the bounds', () => {
    expect(packingSlipSizeSchema.parse(' 1200|1800|300 ')).toBe('1200|1800|300');
    expect(packingSlipSizeSchema.safeParse('100|10000|72').success).toBe(true);
  });

  it.each(['1200x1800x300', '1200|1800', '1200|1800|300|1', '1.5|1800|300', '-1|1800|300', ''])(
    'refuses the shape %j',
    (value) => {
      const result = packingSlipSizeSchema.safeParse(value);
      expect(result.success).toBe(false);
      expect(result.error?.issues[0]?.message).toMatch(/width\|height\|dpi/);
    },
  );

  it.each(['0|1800|300', '99|1800|300', '1200|10001|300', '1200|1800|71', '1200|1800|1201'])(
    'refuses %j as out of bounds',
    (value) => {
      const result = packingSlipSizeSchema.safeParse(value);
      expect(result.error?.issues[0]?.message).toMatch(/Width and height/);
    },
  );
});

describe('packingSlipSettingsSchema', () => {
  const id = (digit: number) => `${digit}`.repeat(8) + '-1111-4111-8111-111111111111';

  it('takes at most four different creators', () => {
    const four = [1, 2, 3, 4].map(id);
    expect(
      packingSlipSettingsSchema.safeParse({ size: null, designatedCreatorIds: four }).success,
    ).toBe(true);
    const five = [1, 2, 3, 4, 5].map(id);
    expect(
      packingSlipSettingsSchema.safeParse({ size: null, designatedCreatorIds: five }).success,
    ).toBe(false);
    const twice = [id(1), id(1)];
    expect(
      packingSlipSettingsSchema.safeParse({ size: null, designatedCreatorIds: twice }).success,
    ).toBe(false);
  });
});
