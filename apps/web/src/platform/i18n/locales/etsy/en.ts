/** Etsy shops (/s/etsy-shop/detail, /s/etsy-redirect, the connect form's Etsy choice), in English. */
const etsyEn = {
  connect: {
    shop: 'Etsy shop name',
    shopHint: 'The name that ends your shop’s address on Etsy',
    next: 'You will allow the connection on Etsy, then come back here.',
    submit: 'Continue to Etsy',
  },
  redirect: {
    refused: 'Etsy did not allow the connection. Please connect the shop again.',
  },
  shop: {
    name: 'Shop',
    open: 'Etsy shop page',
  },
  note: {
    title: 'Note to the buyer',
    hint: 'Etsy sends this note to the buyer with the tracking of each shipment. Leave it empty to send none.',
    save: 'Save the note',
    saved: 'Note to the buyer saved',
  },
  queue: {
    title: 'Pending Etsy orders',
    receipt: 'Receipt',
    buyer: 'Buyer',
    outcome: 'Outcome',
    became: 'Order: {{status}}',
    arrived: 'Arrived',
  },
};

export default etsyEn;
