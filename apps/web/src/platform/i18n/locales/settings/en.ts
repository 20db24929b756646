/** The admin's settings screens (/a/local-pick-up, /a/min-exchange-rate), in English. */
const settingsEn = {
  save: 'Save',
  saved: 'Saved. Every server uses the new value now.',
  lastChange: 'Last changed by {{who}} on {{when}}',
  neverChanged: 'Never changed: the default applies.',
  readOnly: 'You may read these settings but not change them.',
  pickUp: {
    intro: 'The address local-pickup orders show their buyers: where the parcel is collected.',
    name: 'Pick-up point name',
    street: 'Street',
    street2: 'Street, line 2',
    city: 'City',
    state: 'State',
    zipcode: 'Zip code',
    country: 'Country',
    phone: 'Phone',
    hours: 'Opening hours',
    hoursHint: 'As buyers should read them, e.g. Mon-Fri 9:00-17:00',
  },
  rate: {
    intro:
      'The least rate a deposit in another currency is converted at: units of that currency for one US dollar.',
    currency: 'Currency (ISO code)',
    rate: 'Units for $1.00',
    example: '{{amount}} {{currency}} is credited as {{dollars}}',
  },
  seller: {
    saved: 'Your settings are saved.',
    savedAt: 'Saved on {{when}}',
    neverSaved: 'Not saved yet: the defaults apply.',
    methods: { STANDARD: 'Standard', FAST: 'Fast', LOCAL_PICKUP: 'Local pickup' },
    main: {
      title: 'Defaults',
      shipping: 'Default shipping method',
      shippingHint: 'A new order starts with this method; you can still change it on the order.',
      returnAddress: 'Print a return address on my packing slips',
      returnHint: 'Where buyers and carriers send parcels back to you.',
    },
    forward: {
      title: 'Forwarding',
      address: 'Forward returned parcels',
      addressHint: 'Returned or undeliverable parcels are forwarded to this address.',
      note: 'Note for whoever forwards them',
    },
  },
};

export default settingsEn;
