/**
 * The printer's scan station (/p/scan) and verification screens (/p/verify-detail,
 * /p/verify-summary) in English; the other languages are typed from this object.
 */
const scanEn = {
  station: {
    action: 'Station action',
    actionHint: 'What every scan at this station does to the item',
    description: 'Reason',
    descriptionHint: 'Sent with every scan of this action',
  },
  input: {
    label: 'Packing slip',
    placeholder: 'Scan or type the slip code',
    submit: 'Scan',
  },
  camera: {
    open: 'Camera',
    title: 'Scan with the camera',
    hint: "Hold the slip's QR code or barcode in front of the camera.",
    failed: 'The camera could not be opened.',
  },
  result: {
    title: 'Last scan',
    empty: 'Scan a packing slip: its item shows here.',
    productType: 'Product type',
    attributes: 'Attributes',
    status: 'Status',
    unit: 'Quantity index',
    change: 'Was {{from}}, now {{to}}',
    downloadImage: 'Download the full image',
    noStaff: 'Checked-in staff access only, please check in',
    needsDescription: 'Enter the reason for this action before scanning.',
  },
  history: {
    title: 'Scan history',
    empty: 'No scans on this device yet.',
    clear: 'Clear history',
    clearTitle: 'Clear the scan history?',
    clearMessage: 'The scans recorded on this device are removed. The items keep their statuses.',
    clearConfirm: 'Clear',
    scannedAt: 'Scanned',
    action: 'Action',
    code: 'Slip',
  },
  verify: {
    label: 'Packing slip to verify',
    placeholder: 'Scan the slip or type its code and press Enter',
    qtyIndex: 'Quantity index',
    submit: 'Verify',
    empty: 'Scan a packing slip to verify its item.',
    item: 'Item',
    product: 'Product',
    quantity: 'Quantity',
    code: 'Slip',
    verified: 'Verified',
    notVerified: 'Not verified',
    verifiedAt: 'Verified at',
    units: 'Units of this item',
    summary: 'Order summary',
    order: 'Order',
    progress: 'Units verified: {{verified}} of {{total}}',
    byStatus: 'Units by status',
  },
};

export default scanEn;
