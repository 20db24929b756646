import { describe, expect, it } from 'vitest';
import { layoutPrintDesigns } from './layout';

const area = { left: 10, top: 100, width: 1180, isTransparent: false };
const designs = (...names: string[]) =>
  names.map((barCodeName, position) => ({ barCodeName, index: position + 1 }));

describe('print design layout', () => {
  it('uses 4 columns of 270 while no index passes 4, front first and back last', () => {
    const layout = layoutPrintDesigns(designs('Back side', 'Sleeve', 'FRONT'), area);
    expect(layout.slots.map((slot) => slot.design.barCodeName)).toEqual([
      'FRONT',
      'Sleeve',
      'Back side',
    ]);
    expect(layout.slots.map((slot) => slot.width)).toEqual([270, 270, 270]);
    expect(layout.slots[0]!.x).toBe(10);
    // The four columns spread over the printable width: the fourth would end at its right edge.
    expect(layout.slots[2]!.x + 270 + (270 + (1180 - 4 * 270) / 3)).toBeCloseTo(1190);
    expect(new Set(layout.slots.map((slot) => slot.y))).toEqual(new Set([100]));
    expect(layout.isLabelBroken).toBe(false);
  });

  it('turns to a row group of 6 slots once an index passes 4', () => {
    const layout = layoutPrintDesigns(designs('Front', 'Back', 'A', 'B', 'C'), area);
    expect(layout.slots).toHaveLength(5);
    expect(new Set(layout.slots.map((slot) => slot.y)).size).toBe(1);
    expect(layout.slots[0]!.width).toBeLessThan(1180 / 6);
    expect(layout.slots.at(-1)!.design.barCodeName).toBe('Back');
  });

  it('shows the first 6 by index and reports the label as broken above 6', () => {
    const layout = layoutPrintDesigns(designs('A', 'B', 'C', 'D', 'E', 'F', 'Front'), area);
    expect(layout.isLabelBroken).toBe(true);
    expect(layout.hiddenCount).toBe(1);
    expect(layout.slots.map((slot) => slot.design.barCodeName)).not.toContain('Front');
  });

  it('puts transparent designs in two columns of 540, front left and back right', () => {
    const layout = layoutPrintDesigns(designs('Back', 'Front', 'Sleeve'), {
      ...area,
      isTransparent: true,
    });
    const at = (name: string) => layout.slots.find((slot) => slot.design.barCodeName === name)!;
    expect(at('Front').x).toBe(10);
    expect(at('Back').x).toBe(10 + 1180 - 540);
    expect(layout.slots.every((slot) => slot.width === 540)).toBe(true);
    expect(at('Front').y).toBe(100);
  });

  it('takes no room without designs', () => {
    expect(layoutPrintDesigns([], area)).toEqual({
      slots: [],
      height: 0,
      hiddenCount: 0,
      isLabelBroken: false,
    });
  });
});
