import type { CouponType } from './coupons';

/**
 * The one pricing function: the order screen's estimate and the server's charge both come from
 * here, so what a seller is shown is what the seller pays. All amounts are integer cents.
 */

/** A product type item's shipping rates to the order's country (spec 03 section 3.3). */
export type ShippingRates = {
  normal: { firstItem: number; restItems: number };
  fast: { firstItem: number; restItems: number };
};

export type PricingLine = {
  /** Echoed back so the caller can match the breakdown to its items. */
  key: string;
  quantity: number;
  /** The product type item's price per unit. */
  unitPrice: number;
  /** The product type's extra print price per unit, charged when more than one side is printed. */
  extraPrintPrice: number;
  printedSides: number;
  /** Null when the product type item does not ship to the country. */
  shipping: ShippingRates | null;
};

export type PricingCoupon = {
  code: string;
  type: CouponType;
  /** Cents when isFixedValue, else a percentage (0 to 100). */
  amount: number;
  isFixedValue: boolean;
  /** Caps a percentage coupon's discount, in cents; 0 = no cap. */
  maxAmountValue: number;
  /** Item coupons: every n-th unit is discounted (1 = every unit). */
  itemQtyGap: number;
  /** Item coupons: at most this many units are discounted; 0 = no limit. */
  limitOnNumberOfDiscount: number;
};

export type PricingInput = {
  lines: readonly PricingLine[];
  isFastShipping: boolean;
  isLocalPickup: boolean;
  coupon?: PricingCoupon | null;
};

export type PricedLine = {
  key: string;
  /** unitPrice × quantity plus extra print price × quantity. */
  price: number;
  extraPrint: number;
  shippingPrice: number;
  discountAmount: number;
  discountShippingAmount: number;
  totalPrice: number;
};

export type PriceEstimate = {
  items: number;
  extraPrint: number;
  /** At normal rates; fastShipping is what fast shipping adds on top. */
  shippingFirstItem: number;
  shippingRestItems: number;
  fastShipping: number;
  shipping: number;
  discount: number;
  discountShipping: number;
  total: number;
  lines: PricedLine[];
  /** Keys of lines that cannot ship to the country (the order must be refused). */
  unshippable: string[];
};

/** Shares `amount` over `weights` in proportion, exactly (largest remainder), never above a weight. */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((total, weight) => total + weight, 0);
  if (sum <= 0 || amount <= 0) return weights.map(() => 0);
  const share = Math.min(amount, sum);
  const raw = weights.map((weight) => (share * weight) / sum);
  const parts = raw.map(Math.floor);
  let left = share - parts.reduce((total, part) => total + part, 0);
  const order = raw
    .map((value, index) => ({ index, rest: value - Math.floor(value) }))
    .sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of order) {
    if (left <= 0) break;
    parts[index]! += 1;
    left -= 1;
  }
  return parts;
}

/** A coupon's discount on a base: fixed cents, or a rounded percentage; never above the base. */
function discountOn(base: number, coupon: PricingCoupon): number {
  const raw = coupon.isFixedValue ? coupon.amount : Math.round((base * coupon.amount) / 100);
  return Math.max(0, Math.min(base, raw));
}

/** A percentage coupon's cap (fixed-value coupons carry no cap, spec 03 section 5). */
function capped(discount: number, coupon: PricingCoupon): number {
  return !coupon.isFixedValue && coupon.maxAmountValue > 0
    ? Math.min(discount, coupon.maxAmountValue)
    : discount;
}

/**
 * Shipping: the unit with the highest first-item rate pays it, every other unit its line's
 * rest-items rate. Local pickup ships nothing.
 */
function shippingOf(input: PricingInput) {
  const speed = input.isFastShipping ? 'fast' : 'normal';
  const none = { perLine: input.lines.map(() => 0), normalFirst: 0, normalRest: 0, fastExtra: 0 };
  if (input.isLocalPickup || input.lines.length === 0) return none;
  let first = -1;
  input.lines.forEach((line, index) => {
    const rate = line.shipping?.[speed].firstItem ?? -1;
    if (
      line.quantity > 0 &&
      (first < 0 || rate > (input.lines[first]!.shipping?.[speed].firstItem ?? -1))
    )
      first = index;
  });
  const at = (rates: 'normal' | 'fast') =>
    input.lines.map((line, index) => {
      if (!line.shipping || line.quantity <= 0) return { first: 0, rest: 0 };
      const rate = line.shipping[rates];
      const firstUnits = index === first ? 1 : 0;
      return {
        first: firstUnits * rate.firstItem,
        rest: (line.quantity - firstUnits) * rate.restItems,
      };
    });
  const normal = at('normal');
  const chosen = at(speed);
  const normalFirst = normal.reduce((total, line) => total + line.first, 0);
  const normalRest = normal.reduce((total, line) => total + line.rest, 0);
  const perLine = chosen.map((line) => line.first + line.rest);
  const chosenTotal = perLine.reduce((total, value) => total + value, 0);
  return { perLine, normalFirst, normalRest, fastExtra: chosenTotal - normalFirst - normalRest };
}

/** Item coupons: the discounted units (every itemQtyGap-th, up to the limit), per line. */
function itemDiscounts(
  input: PricingInput,
  coupon: PricingCoupon,
  unitBase: (lineIndex: number) => number,
): number[] {
  const gap = Math.max(1, coupon.itemQtyGap);
  const perLine = input.lines.map(() => 0);
  let position = 0;
  let counted = 0;
  input.lines.forEach((line, index) => {
    for (let unit = 0; unit < line.quantity; unit += 1) {
      position += 1;
      if (position % gap !== 0) continue;
      if (coupon.limitOnNumberOfDiscount > 0 && counted >= coupon.limitOnNumberOfDiscount) return;
      perLine[index]! += discountOn(unitBase(index), coupon);
      counted += 1;
    }
  });
  return perLine;
}

export function priceOrder(input: PricingInput): PriceEstimate {
  const { lines, coupon } = input;
  const itemPrice = lines.map((line) => line.unitPrice * line.quantity);
  const extra = lines.map((line) =>
    line.printedSides > 1 ? line.extraPrintPrice * line.quantity : 0,
  );
  const price = lines.map((_, index) => itemPrice[index]! + extra[index]!);
  const shipping = shippingOf(input);
  const goods = price.reduce((total, value) => total + value, 0);
  const shipped = shipping.perLine.reduce((total, value) => total + value, 0);

  let discount = lines.map(() => 0);
  let discountShipping = lines.map(() => 0);
  if (coupon) {
    switch (coupon.type) {
      case 'SHIPPING_FREE':
        discountShipping = [...shipping.perLine];
        break;
      case 'SHIPPING_DISCOUNT':
        discountShipping = allocate(capped(discountOn(shipped, coupon), coupon), shipping.perLine);
        break;
      case 'DISCOUNT_AMOUNT_WITHOUT_SHIPPING':
        discount = allocate(capped(discountOn(goods, coupon), coupon), price);
        break;
      case 'DISCOUNT_AMOUNT_IN_TOTAL': {
        // One discount over goods and shipping, shared out to both in proportion.
        const weights = [...price, ...shipping.perLine];
        const shares = allocate(capped(discountOn(goods + shipped, coupon), coupon), weights);
        discount = shares.slice(0, lines.length);
        discountShipping = shares.slice(lines.length);
        break;
      }
      case 'DISCOUNT_AMOUNT_IN_ORDER_ITEM':
      case 'DISCOUNT_AMOUNT_IN_ORDER_ITEM_WITHOUT_SHIPPING': {
        const withShipping = coupon.type === 'DISCOUNT_AMOUNT_IN_ORDER_ITEM';
        const unitBase = (index: number) => {
          const line = lines[index]!;
          const unitShipping = withShipping ? shipping.perLine[index]! / line.quantity : 0;
          return Math.floor(price[index]! / line.quantity + unitShipping);
        };
        const perLine = itemDiscounts(input, coupon, unitBase);
        const total = capped(
          perLine.reduce((sum, value) => sum + value, 0),
          coupon,
        );
        const scaled = allocate(total, perLine);
        // What a line's goods cannot absorb comes off its shipping (item coupons with shipping).
        discount = scaled.map((value, index) => Math.min(value, price[index]!));
        discountShipping = scaled.map((value, index) =>
          Math.min(value - discount[index]!, shipping.perLine[index]!),
        );
        break;
      }
    }
  }

  const pricedLines: PricedLine[] = lines.map((line, index) => {
    const lineTotal =
      price[index]! + shipping.perLine[index]! - discount[index]! - discountShipping[index]!;
    return {
      key: line.key,
      price: price[index]!,
      extraPrint: extra[index]!,
      shippingPrice: shipping.perLine[index]!,
      discountAmount: discount[index]!,
      discountShippingAmount: discountShipping[index]!,
      totalPrice: lineTotal,
    };
  });
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    items: sum(itemPrice),
    extraPrint: sum(extra),
    shippingFirstItem: shipping.normalFirst,
    shippingRestItems: shipping.normalRest,
    fastShipping: shipping.fastExtra,
    shipping: shipped,
    discount: sum(discount),
    discountShipping: sum(discountShipping),
    total: sum(pricedLines.map((line) => line.totalPrice)),
    lines: pricedLines,
    unshippable: input.isLocalPickup
      ? []
      : lines.filter((line) => line.shipping === null).map((line) => line.key),
  };
}
