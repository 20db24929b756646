/** The print designs of an item (printer) and of a product (seller), in English. */
const printDesignsEn = {
  size: '{{width}} × {{height}} px',
  dpi: '{{dpi}} dpi',
  noDpi: 'No declared density',
  download: 'Download',
  downloadAll: 'Download all (zip)',
  none: 'There are no print designs yet.',
  order: 'Order',
  product: 'Product',
  code: 'Slip code',
  quantity_one: '{{count}} unit',
  quantity_other: '{{count}} units',
};
export default printDesignsEn;
