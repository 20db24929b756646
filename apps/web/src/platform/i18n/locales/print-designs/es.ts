/** The print designs of an item (printer) and of a product (seller), in Spanish. */
const printDesignsEs = {
  size: '{{width}} × {{height}} px',
  dpi: '{{dpi}} ppp',
  noDpi: 'Sin densidad declarada',
  download: 'Descargar',
  downloadAll: 'Descargar todo (zip)',
  none: 'Aún no hay diseños de impresión.',
  order: 'Pedido',
  product: 'Producto',
  code: 'Código de albarán',
  quantity_one: '{{count}} unidad',
  quantity_many: '{{count}} unidades',
  quantity_other: '{{count}} unidades',
};
export default printDesignsEs;
