/**
 * Cart picking (issue 32): the printer's carts of numbered bins, the walk and the scan that says
 * which bin a unit goes into, in English; the other languages are typed from this object.
 */
const cartsEn = {
  start: {
    title: 'Start a cart',
    next: 'Next orders',
    nextHint: 'The oldest orders with units to pick, one bin each (up to {{max}})',
    submit: 'Start the cart',
  },
  open: {
    title: 'Open carts',
    empty:
      'No open cart. Start one here, or choose items on the to-pick list and put them on a cart.',
    bins: 'Bins: {{number}}',
    progress: 'Picked {{picked}} of {{units}}',
    resume: 'Continue',
  },
  scan: {
    label: 'Scan a unit',
    placeholder: 'Scan the packing slip',
    submit: 'Scan',
  },
  answer: {
    empty: 'Scan a unit: the bin it goes into shows here.',
    bin: 'Bin {{bin}}',
    goesInto: 'Unit {{unit}} goes into bin {{bin}}',
    full: 'Unit {{unit}} goes into bin {{bin}}: the bin is full, its order is complete',
    short: 'Unit {{unit}} is out of stock: it awaits stock, keep it out of bin {{bin}}',
    progress: '{{picked}} of {{units}} units in this bin',
    done: 'Every unit is scanned: close the cart',
  },
  bins: {
    title: 'Bins',
    full: 'Full',
    order: 'Order',
  },
  walk: {
    title: 'Walk',
    noArea: 'No storage area',
    states: {
      PLANNED: 'To pick',
      PICKED: 'In its bin',
      SHORT: 'Awaits stock',
      RELEASED: 'Released',
    },
  },
  close: {
    button: 'Close the cart',
    title: 'Close this cart?',
    message: 'The units not picked go back to the to-pick list.',
    closed: 'This cart is closed.',
  },
  toPick: {
    walkOrder: 'Walk order',
    putOnCart: 'Put on a cart',
    carts: 'Cart picking',
    storageArea: 'Storage area',
  },
};

export default cartsEn;
