/**
 * After-sale: the seller's refund / resend / return request, the admin's queues and answers, and
 * the overdue lists, in English; the other languages are typed from this object.
 */
const afterSaleEn = {
  types: {
    REFUND: 'Refund',
    RESEND: 'Resend',
    RETURN: 'Return',
  },
  refundTypes: {
    FULL: 'Full refund',
    CUSTOM_AMOUNT: 'Custom amount',
    PERCENT: 'Percent of the item',
  },
  request: {
    open: 'Request refund, resend or return',
    title: 'After-sale request',
    type: 'Request',
    reason: 'Reason',
    reasonPlaceholder: 'What went wrong with this item?',
    pickReason: 'Pick a reason',
    otherReason: 'Other (write it below)',
    reasonDetails: 'Details',
    refundType: 'Refund type',
    amount: 'Amount (USD)',
    amountHint: 'At most {{max}}',
    percent: 'Percent',
    submit: 'Send request',
    cancel: 'Cancel',
    sent: 'Your request was sent',
  },
  columns: {
    product: 'Product',
    seller: 'Seller',
    status: 'Request',
    itemStatus: 'Item status',
    reason: 'Reason',
    amount: 'Amount',
    requestedAt: 'Requested at',
    forwardTo: 'Forward to',
    noForward: 'No forwarding address set',
    since: 'In this stage since',
    country: 'Country',
    order: 'Order',
  },
  actions: {
    approveRefund: 'Approve refund',
    refuseRefund: 'Refuse to refund',
    cancelAndRefund: 'Cancel and refund to seller',
    resend: 'Resend',
    refuseResend: 'Refuse to resend',
    approveReturn: 'Approve return',
    refuseReturn: 'Refuse return',
  },
  review: {
    question: '{{action}} for {{product}} of {{seller}}?',
    forwardTo: 'Send the parcel to: {{address}}',
    note: 'Note for the seller',
    done: 'Done',
  },
  invalidAddress: {
    fullName: 'Recipient',
    address: 'Address',
    problems: 'Problems',
    checkedAt: 'Checked at',
    applySuggestion: 'Use the suggested spelling',
    applied: 'The address was updated',
  },
  overDue: {
    days_one: 'Overdue after {{count}} day',
    days_other: 'Overdue after {{count}} days',
    daysLabel: 'Days',
    save: 'Save',
  },
};

export default afterSaleEn;
