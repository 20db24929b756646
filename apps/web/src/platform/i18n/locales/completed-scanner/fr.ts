import type { Messages } from '../en';
import type completedScannerEn from './en';

const completedScannerFr: Messages<typeof completedScannerEn> = {
  intro:
    "Scannez le bordereau d'un produit terminé (ou saisissez sa valeur et appuyez sur Entrée) pour voir son article sans le modifier, puis photographiez le produit terminé.",
  input: {
    label: 'Valeur du bordereau',
    placeholder: 'K7Q2M9XW4R_1',
    submit: 'Rechercher',
  },
  empty: 'Scannez un bordereau pour voir son article.',
  item: {
    slip: 'Valeur du bordereau',
    quantity: 'Quantité',
    unitOf: '{{index}} sur {{total}}',
    order: 'Commande',
  },
  photos: {
    title: 'Photos du produit terminé',
    add: 'Prendre ou ajouter des photos',
    uploading: 'Envoi de {{done}} sur {{total}}…',
    added: 'Photos ajoutées : {{count}}',
  },
  history: {
    title: 'Scans de cette session',
    hint: "Les 20 derniers scans, gardés jusqu'à ce que vous quittiez cette page.",
    empty: 'Aucun scan dans cette session pour le moment.',
    scannedAt: 'Scanné à',
  },
};

export default completedScannerFr;
