/** The print designs of an item (printer) and of a product (seller), in English. */
const printDesignsEn = {
  size: '{{width}} × {{height}} px',
  dpi: '{{dpi}} dpi',
  noDpi: 'No declared density',
  replaced: 'Uploaded for this item',
  download: 'Download',
  downloadAll: 'Download all (zip)',
  none: 'There are no print designs yet.',
  order: 'Order',
  product: 'Product',
  code: 'Slip code',
  quantity_one: '{{count}} unit',
  quantity_other: '{{count}} units',
  upload: {
    title: 'Upload print designs',
    hint: 'Each file replaces one item’s design for one print position; name it <slip code>-<print position> (at most {{max}} files), as the downloads name them, e.g.',
    files: 'Design files (PNG or JPEG)',
    placeholder: 'Choose files',
    start: 'Upload',
    replaced_one: '{{count}} design replaced',
    replaced_other: '{{count}} designs replaced',
    refused_one: '{{count}} file refused',
    refused_other: '{{count}} files refused',
  },
};
export default printDesignsEn;
