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
};

export default settingsEn;
