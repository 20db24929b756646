/**
 * Product screens of sellers, admins and the warehouse (lists, the product form with its print
 * designs, the code scan), in English; the other languages are typed from this object.
 */
const productsEn = {
  create: 'New product',
  saved: 'The product was saved',
  fields: {
    image: 'Image',
    title: 'Title',
    code: 'Code',
    sku: 'SKU',
    productType: 'Product type',
    seller: 'Seller',
    status: 'Status',
    description: 'Description',
    designDescription: 'Design description',
    createdAt: 'Created at',
  },
  designs: {
    title: 'Print designs',
    artWork: 'At least {{width}} × {{height}} px',
    chosen: '{{name}} · {{width}} × {{height}} px · {{dpi}} dpi',
    none: 'No design yet',
    upload: 'Upload a design',
    replace: 'Replace the design',
  },
  mockup: {
    title: 'Generated mockup',
    hint: "Your design on the product type's mockup, {{width}} × {{height}} px. It is made again when the design changes.",
    download: 'Download the mockup',
  },
  activate: 'Activate',
  inactivate: 'Inactivate',
  activateText: 'Activate the product {{title}}?',
  inactivateText: 'Inactivate the product {{title}}? Its seller can no longer order it.',
  statusChanged: 'The status was changed',
  scan: {
    label: 'Product code',
    placeholder: 'Type or scan a code',
    find: 'Find',
  },
};

export default productsEn;
