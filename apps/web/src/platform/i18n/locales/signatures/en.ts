/**
 * Packing-slip signatures (the seller's own, the admin's list) and the slip settings (page size,
 * designated creators), in English; the other languages are typed from this object.
 */
const signaturesEn = {
  current: 'Current signature',
  none: 'No signature yet: slips print without one.',
  size: '{{width}} × {{height}} px at {{dpi}} dpi',
  hint: 'A PNG or JPEG picture of 5 MB at most. Slips draw it at 1.6 times its width.',
  choose: 'Choose a picture',
  upload: 'Upload',
  replace: 'Replace',
  uploaded: 'The signature is saved',
  delete: 'Delete',
  deleteTitle: 'Delete the signature?',
  deleteText: 'Slips printed from now on will have no signature.',
  deleted: 'The signature is deleted',
  preview: 'Signature of {{name}}',
  view: 'View',
  setForSeller: 'Set a signature',
  seller: 'Seller',
  sellerHint: 'Type an e-mail address or a name',
  fields: {
    sellerEmail: 'Seller e-mail',
    sellerName: 'Seller',
    fileName: 'File',
    uploadSize: 'Size (width|height|dpi)',
    updatedAt: 'Updated',
  },
  settings: {
    size: 'Page size',
    sizeHint:
      'width|height|dpi in dots, e.g. 1200|1800|300 for a 4 × 6 inch label; empty for the default 1200 × 1800',
    creators: 'Designated creators',
    creatorsHint: 'Up to four sellers whose slips are coloured green (red for TikTok orders)',
    save: 'Save',
    saved: 'The packing-slip settings are saved',
  },
};

export default signaturesEn;
