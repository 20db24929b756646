/**
 * Packing slips, their mass download, the downloaded-slips list and shipping labels on the
 * printer floor, in English; the other languages are typed from this object.
 */
const slipsEn = {
  slip: {
    qtyIndex: 'Quantity index',
    allIndexes: 'All units',
    indexOption: 'Unit {{index}} of {{total}}',
    print: 'Print',
    download: 'Download',
    checkIn: 'Checked in staff access only, please check in',
    checkInButton: 'Check in',
    loading: 'Drawing the packing slip…',
    failed: 'The packing slip could not be made: {{message}}',
    frameTitle: 'Packing slip of {{product}}',
  },
  mass: {
    contents: 'What to download',
    PACKING_SLIPS: 'Packing slips (PDF)',
    PRINT_DESIGNS: 'Print designs (zip)',
    SHIPPING_LABELS: 'Shipping labels (zip)',
    by: 'Choose by',
    byBlanks: 'Blank apparels',
    byItems: 'Order item ids',
    blanksPlaceholder: 'Choose blank apparels',
    blanksHint: 'Their units not printed yet',
    noBlanks: 'No blank apparel has items to print',
    itemsHint:
      'Paste ids separated by spaces, commas or new lines; the lists’ “Download slips” button fills them in',
    itemsCount_one: '{{count}} id',
    itemsCount_other: '{{count}} ids',
    invalidIds: 'Not an order item id: {{ids}}',
    start: 'Start the download',
    progressTitle: 'Download',
    pending: 'Waiting to start…',
    processing: '{{done}} of {{total}} done',
    finished: 'Ready: {{fileName}} ({{files}})',
    failed: 'The download failed: {{error}}',
    downloadFile: 'Download the file',
  },
  list: {
    downloadSlips: 'Download slips',
    printAgain: 'Print again',
    started: 'The download started; follow it here',
  },
  columns: {
    order: 'Order',
    product: 'Product',
    sku: 'SKU',
    productType: 'Product type',
    quantity: 'Qty',
    printedQty: 'Printed units',
    printedAt: 'Last printed',
    status: 'Status',
    createdAt: 'Created',
  },
  labels: {
    uploadShippingLabel: 'Upload label',
    downloadShippingLabel: 'Download label',
    notPdf: 'Choose a PDF file',
    uploaded: 'Shipping label uploaded for {{trackingCode}}',
  },
  printed: {
    title: 'Packing slips',
    message_one: '{{count}} packing slip printed',
    message_other: '{{count}} packing slips printed',
  },
};

export default slipsEn;
