/* The catalogue's public face: what other modules may use (issue 30's module walls). */
export { blankApparelItemRefs, type BlankApparelItemRef } from './blank-apparel-items';
