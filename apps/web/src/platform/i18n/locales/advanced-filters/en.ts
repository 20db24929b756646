/**
 * Advanced filter rules (/a/advanced-filters, issue 35): the list, the rule editor and the words
 * of each condition type and operation, in English; the other languages are typed from this.
 */
const advancedFiltersEn = {
  create: 'New rule',
  edit: 'Edit rule',
  save: 'Save',
  cancel: 'Cancel',
  saved: 'Rule saved',
  loading: 'Loading the condition types',
  fields: {
    name: 'Name',
    conditions: 'Advanced filter conditions',
    conditionCount: 'Conditions',
    couponCount: 'Coupons',
    createdAt: 'Created at',
    updatedAt: 'Updated at',
  },
  hints: {
    conditions: 'Every condition must hold for the rule to hold',
    conditionList: 'Values separated by commas',
    money: 'In dollars; cents are rounded up',
  },
  conditionTypes: {
    ALLOW_FAST_SHIPPING: 'Fast shipping',
    COUNTRY: 'Country',
    ORDER_SUB_VALUE: 'Order subtotal',
    ORDER_TOTAL_VALUE: 'Order total',
    PRODUCT_TYPE: 'Product type',
    DEPOSIT: 'Total deposits',
    TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE: 'Completed products',
    TOTAL_ORDER_SUB_VALUE: 'All orders subtotal',
    TOTAL_ORDER_VALUE: 'All orders total',
  },
  operations: {
    EQ: 'equals',
    FALSE: 'is false',
    GTEQ: 'at least',
    IN: 'is one of',
    IS: 'is',
    ISNT: 'is not',
    LTEQ: 'at most',
    NIN: 'is none of',
    TRUE: 'is true',
  },
  condition: {
    add: 'Add condition',
    remove: 'Remove',
    type: 'Condition',
    operation: 'Operation',
    value: 'Value',
  },
  rules: {
    required: 'This field is required',
    invalid: 'This value is not valid',
    noConditions: 'Add at least one condition',
    conditionOperation: 'This operation does not apply to this condition',
    conditionValue: 'This condition needs a value of its kind',
  },
};

export default advancedFiltersEn;
