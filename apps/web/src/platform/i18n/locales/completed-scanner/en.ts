/** The completed product scanner (/p/completed-product-scanner), in English. */
const completedScannerEn = {
  intro:
    "Scan a finished product's packing slip (or type its value and press Enter) to see its item without changing it, then take photos of the completed product.",
  input: {
    label: 'Packing slip value',
    placeholder: 'K7Q2M9XW4R_1',
    submit: 'Look up',
  },
  empty: 'Scan a packing slip to see its item.',
  item: {
    slip: 'Slip value',
    quantity: 'Quantity',
    unitOf: '{{index}} of {{total}}',
    order: 'Order',
  },
  photos: {
    title: 'Photos of the completed product',
    add: 'Take or add photos',
    uploading: 'Uploading {{done}} of {{total}}…',
    added: 'Photos added: {{count}}',
  },
  history: {
    title: 'Scans this session',
    hint: 'The last 20 scans, kept until you leave this page.',
    empty: 'No scans yet in this session.',
    scannedAt: 'Scanned at',
  },
};

export default completedScannerEn;
