import type { Messages } from '../en';
import type productsEn from './en';

const productsFr: Messages<typeof productsEn> = {
  create: 'Nouveau produit',
  saved: 'Le produit a été enregistré',
  fields: {
    image: 'Image',
    title: 'Titre',
    code: 'Code',
    sku: 'SKU',
    productType: 'Type de produit',
    seller: 'Vendeur',
    status: 'Statut',
    description: 'Description',
    designDescription: 'Description du design',
    createdAt: 'Créé le',
  },
  designs: {
    title: 'Designs d’impression',
    artWork: 'Au moins {{width}} × {{height}} px',
    chosen: '{{name}} · {{width}} × {{height}} px · {{dpi}} dpi',
    none: 'Pas encore de design',
    upload: 'Téléverser un design',
    replace: 'Remplacer le design',
  },
  mockup: {
    title: 'Maquette générée',
    hint: 'Votre design sur la maquette du type de produit, {{width}} × {{height}} px. Elle est refaite quand le design change.',
    download: 'Télécharger la maquette',
  },
  activate: 'Activer',
  inactivate: 'Désactiver',
  activateText: 'Activer le produit {{title}} ?',
  inactivateText: 'Désactiver le produit {{title}} ? Son vendeur ne pourra plus le commander.',
  statusChanged: 'Le statut a été modifié',
  scan: {
    label: 'Code produit',
    placeholder: 'Saisissez ou scannez un code',
    find: 'Chercher',
  },
};

export default productsFr;
