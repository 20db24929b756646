/** The imports endpoints; see coupons.ts for the shape of a declaration. */
export const importEndpoints = {};
