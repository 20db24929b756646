import {
  hasTooManyPrintDesigns,
  PACKING_SLIP,
  packingSlipSlotsPerRow,
  printDesignColumn,
} from '@platfox/domain';

/*
 * Where a slip's print-design thumbnails go (spec 02 section 9): a grid of 4 columns of 270, or
 * 6 narrower slots once a design's index passes 4; with transparent designs two columns of 540.
 * Designs named front go left (first), back go right (last). At most 6 fit: more break the label.
 * Pure arithmetic, so it is tested without drawing.
 */

export type DesignLike = { barCodeName: string; index: number };

export type DesignSlot<T> = {
  design: T;
  x: number;
  y: number;
  /** The picture's box; its caption goes below, within captionHeight. */
  width: number;
  height: number;
};

export type DesignLayout<T> = {
  slots: DesignSlot<T>[];
  /** Height the thumbnails and captions take. */
  height: number;
  /** Designs left off because more than 6 break the label. */
  hiddenCount: number;
  isLabelBroken: boolean;
};

export const CAPTION_HEIGHT = 30;
const ROW_GAP = 16;
/** Three rows of transparent designs must leave the slip room for its signature. */
const TRANSPARENT_CELL_HEIGHT = 260;

const COLUMN_RANK = { left: 0, none: 1, right: 2 } as const;
const rankOf = (design: DesignLike) => COLUMN_RANK[printDesignColumn(design.barCodeName) ?? 'none'];

/** Fronts first, then designs of no side, then backs; by index within each. */
export function orderPrintDesigns<T extends DesignLike>(designs: readonly T[]): T[] {
  return [...designs].sort((a, b) => rankOf(a) - rankOf(b) || a.index - b.index);
}

export function layoutPrintDesigns<T extends DesignLike>(
  designs: readonly T[],
  area: { left: number; top: number; width: number; isTransparent: boolean },
): DesignLayout<T> {
  // The first six by index are shown (whatever their side), then placed front to back.
  const byIndex = [...designs].sort((a, b) => a.index - b.index);
  const shown = orderPrintDesigns(byIndex.slice(0, PACKING_SLIP.maxPrintDesigns));
  const base = {
    hiddenCount: designs.length - shown.length,
    isLabelBroken: hasTooManyPrintDesigns(designs.length),
  };
  if (shown.length === 0) return { ...base, slots: [], height: 0 };
  return {
    ...base,
    ...(area.isTransparent ? twoColumns(shown, area) : grid(shown, area)),
  };
}

function grid<T extends DesignLike>(
  shown: T[],
  area: { left: number; top: number; width: number },
): Pick<DesignLayout<T>, 'slots' | 'height'> {
  const perRow = Math.max(...shown.map((design) => packingSlipSlotsPerRow(design.index)));
  // Four slots keep the spec's 270 column; six share the width.
  const slotWidth =
    perRow === PACKING_SLIP.columns
      ? Math.min(PACKING_SLIP.columnWidth, area.width / perRow)
      : area.width / perRow;
  const gap = perRow > 1 ? (area.width - slotWidth * perRow) / (perRow - 1) : 0;
  const picture = slotWidth - (gap > 0 ? 0 : 8);
  const rowHeight = picture + CAPTION_HEIGHT + ROW_GAP;
  const slots = shown.map((design, position) => ({
    design,
    x: area.left + (position % perRow) * (slotWidth + gap),
    y: area.top + Math.floor(position / perRow) * rowHeight,
    width: picture,
    height: picture,
  }));
  return { slots, height: Math.ceil(shown.length / perRow) * rowHeight - ROW_GAP };
}

function twoColumns<T extends DesignLike>(
  shown: T[],
  area: { left: number; top: number; width: number },
): Pick<DesignLayout<T>, 'slots' | 'height'> {
  const width = Math.min(PACKING_SLIP.transparentColumnWidth, area.width / 2);
  const columns: [T[], T[]] = [[], []];
  for (const design of shown) {
    const side = printDesignColumn(design.barCodeName);
    if (side === 'left') columns[0].push(design);
    else if (side === 'right') columns[1].push(design);
    else columns[columns[0].length <= columns[1].length ? 0 : 1].push(design);
  }
  const rowHeight = TRANSPARENT_CELL_HEIGHT + CAPTION_HEIGHT + ROW_GAP;
  const slots = columns.flatMap((column, side) =>
    column.map((design, row) => ({
      design,
      x: side === 0 ? area.left : area.left + area.width - width,
      y: area.top + row * rowHeight,
      width,
      height: TRANSPARENT_CELL_HEIGHT,
    })),
  );
  const rows = Math.max(columns[0].length, columns[1].length);
  return { slots, height: rows * rowHeight - ROW_GAP };
}
