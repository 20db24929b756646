/** Sellers' outbound webhooks (/s/general-setting), in English. */
const webhooksEn = {
  title: 'Webhooks',
  intro:
    'Your systems hear about your orders as they happen: add an {{https}} address, pick the events, and every event is sent there signed with the endpoint’s secret. Failed deliveries are tried again for more than a day.',
  verifyHint:
    'Check each delivery: {{algorithm}} of "{{signed}}" with your secret must equal the {{signatureHeader}} header, and {{eventHeader}} tells repeats apart.',
  add: 'Add endpoint',
  empty: 'No endpoints yet: add one to receive events.',
  fields: {
    url: 'Address ({{https}})',
    events: 'Events',
    isActive: 'Active',
    status: 'Status',
    createdAt: 'Created',
    event: 'Event',
    attempts: 'Attempts',
    lastStatusCode: 'Last answer',
    nextAttemptAt: 'Next attempt',
    deliveredAt: 'Delivered',
    lastError: 'Last error',
    attempt: 'Attempt',
    statusCode: 'Answer',
    duration: 'Time',
    at: 'At',
    payload: 'Body sent',
    eventId: 'Event id',
  },
  events: {
    ORDER_STATUS_CHANGED: 'Order status changed',
    ITEM_SHIPPED: 'Item shipped (tracking code)',
    TEST: 'Test event',
  },
  active: 'Active',
  paused: 'Paused',
  pausedAfterFailures:
    'Failing: {{count}} attempts in a row failed. Deliveries wait until {{until}}, then are tried again.',
  actions: {
    edit: 'Edit',
    test: 'Send test',
    rotate: 'Rotate secret',
    delete: 'Delete',
    details: 'Attempts',
    resend: 'Resend',
    save: 'Save',
    cancel: 'Cancel',
    create: 'Add endpoint',
  },
  dialog: {
    createTitle: 'Add a webhook endpoint',
    editTitle: 'Edit the webhook endpoint',
    urlHint: 'A public https address; private and local networks are refused.',
  },
  secret: {
    title: 'Signing secret',
    warning:
      'Copy this secret now and keep it with your receiver: it will not be shown again. Rotate it to get a new one.',
    copy: 'Copy secret',
    copied: 'Copied',
    stored: 'I have stored it',
  },
  confirm: {
    deleteTitle: 'Delete this endpoint?',
    deleteText: 'Events stop going to {{url}}, and its delivery log is deleted with it.',
    rotateTitle: 'Rotate the signing secret?',
    rotateText:
      'Deliveries to {{url}} are signed with a new secret from now on; your receiver must use it at once.',
  },
  attemptsLink_one: '{{count}} attempt',
  attemptsLink_other: '{{count}} attempts',
  testSent: 'Test event queued: it shows in the delivery log below.',
  resent: 'Queued again as a new delivery.',
  log: { title: 'Delivery log' },
  drawer: { title: 'Delivery', noAttempts: 'Not tried yet.', ms: '{{ms}} ms' },
};

export default webhooksEn;
