import type { Messages } from '../en';
import type signaturesEn from './en';

const signaturesFr: Messages<typeof signaturesEn> = {
  current: 'Signature actuelle',
  none: 'Pas encore de signature : les bordereaux sont imprimés sans.',
  size: '{{width}} × {{height}} px à {{dpi}} ppp',
  hint: 'Une image PNG ou JPEG de 5 Mo au plus. Les bordereaux la dessinent à 1,6 fois sa largeur.',
  choose: 'Choisir une image',
  upload: 'Téléverser',
  replace: 'Remplacer',
  uploaded: 'La signature est enregistrée',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer la signature ?',
  deleteText: 'Les bordereaux imprimés désormais n’auront pas de signature.',
  deleted: 'La signature est supprimée',
  preview: 'Signature de {{name}}',
  view: 'Voir',
  setForSeller: 'Définir une signature',
  seller: 'Vendeur',
  sellerHint: 'Saisissez une adresse e-mail ou un nom',
  fields: {
    sellerEmail: 'E-mail du vendeur',
    sellerName: 'Vendeur',
    fileName: 'Fichier',
    uploadSize: 'Taille (largeur|hauteur|ppp)',
    updatedAt: 'Mis à jour',
  },
  settings: {
    size: 'Taille de page',
    sizeHint:
      'largeur|hauteur|ppp en points, p. ex. 1200|1800|300 pour une étiquette de 4 × 6 pouces ; vide pour la valeur par défaut 1200 × 1800',
    creators: 'Créateurs désignés',
    creatorsHint:
      'Jusqu’à quatre vendeurs dont les bordereaux sont colorés en vert (rouge pour les commandes TikTok)',
    save: 'Enregistrer',
    saved: 'Les paramètres des bordereaux sont enregistrés',
  },
};

export default signaturesFr;
