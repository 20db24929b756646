/** The print designs of an item (printer) and of a product (seller), in French. */
const printDesignsFr = {
  size: '{{width}} × {{height}} px',
  dpi: '{{dpi}} ppp',
  noDpi: 'Aucune densité déclarée',
  download: 'Télécharger',
  downloadAll: 'Tout télécharger (zip)',
  none: 'Aucun motif d’impression pour l’instant.',
  order: 'Commande',
  product: 'Produit',
  code: 'Code du bordereau',
  quantity_one: '{{count}} unité',
  quantity_many: '{{count}} unités',
  quantity_other: '{{count}} unités',
};
export default printDesignsFr;
