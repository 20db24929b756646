/** Order imports from spreadsheets and the import queue, in English. */
const importsEn = {
  page: {
    intro:
      'Download the latest template, fill in one line per order item (lines with the same order reference make one order) and upload it as XLSX or CSV. Imported orders are saved as drafts for you to review and place.',
    template: 'Download template',
    upload: 'Upload file',
    uploading: 'Uploading… {{percent}}%',
    pending: 'Waiting for its turn…',
    processing: 'Lines imported: {{done}} of {{total}}',
  },
  list: {
    file: 'File',
    owner: 'Merchant',
    status: 'Status',
    lines: 'Lines',
    orders: 'Orders created',
    dates: 'Dates set',
    codes: 'Codes added',
    products: 'Products created',
    failed: 'Failed lines',
    createdAt: 'Uploaded at',
    report: 'Report',
  },
  report: {
    title: 'Import report',
    total_one: '{{count}} line',
    total_other: '{{count}} lines',
    created: '{{lines}} created in {{orders}}',
    draftOrders_one: '{{count}} draft order',
    draftOrders_other: '{{count}} draft orders',
    failed_one: '{{count}} line refused',
    failed_other: '{{count}} lines refused',
    sheet: 'Sheet',
    column: 'Column',
    line: 'Line',
    message: 'Reason',
    truncated_one: 'Only the first error is listed.',
    truncated_other: 'Only the first {{count}} errors are listed.',
    codesCreated_one: '{{count}} tracking code added',
    codesCreated_other: '{{count}} tracking codes added',
    productsCreated_one: '{{count}} product created',
    productsCreated_other: '{{count}} products created',
    datesSet_one: '{{count}} coming date set',
    datesSet_other: '{{count}} coming dates set',
    warning: 'Warning',
    loadFailed: 'The report could not be loaded.',
  },
  products: {
    intro:
      "Download the latest template, fill in one line per product (the product type's name or ID, title, SKU, and links to the designs of its print positions and to its mockups) and upload it as XLSX or CSV. Each design is downloaded and checked for 150 dpi and the print area size; a line creates its product or is listed with the reason by column.",
  },
  comingDates: {
    intro:
      "Download the latest template, fill in one line per order item awaiting stock (the order item ID or its packing-slip code, and the day its stock is expected, written YYYY-MM-DD) and upload it as XLSX or CSV. Each line sets the day on the item's units awaiting stock; refused lines are listed with their reason.",
  },
  tracking: {
    intro:
      'Download the latest template, fill in one line per tracking code (the order item ID or its packing-slip code, the tracking code and the carrier) and upload it as XLSX or CSV. Each line is added on its own; refused lines are listed with their reason, and numbers of an unknown format are added with a warning.',
  },
};

export default importsEn;
