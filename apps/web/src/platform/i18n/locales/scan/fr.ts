import type { Messages } from '../en';
import type scanEn from './en';

const scanFr: Messages<typeof scanEn> = {
  station: {
    action: 'Action du poste',
    actionHint: "Ce que chaque scan de ce poste fait à l'article",
    description: 'Motif',
    descriptionHint: 'Envoyé avec chaque scan de cette action',
  },
  input: {
    label: 'Bordereau',
    placeholder: 'Scannez le bordereau ou saisissez son code puis Entrée',
    submit: 'Scanner',
  },
  camera: {
    open: 'Caméra',
    title: 'Scanner avec la caméra',
    hint: 'Présentez le QR code ou le code-barres du bordereau devant la caméra.',
    failed: "La caméra n'a pas pu être ouverte.",
  },
  result: {
    title: 'Dernier scan',
    empty: 'Scannez un bordereau : son article apparaît ici.',
    productType: 'Type de produit',
    attributes: 'Attributs',
    status: 'Statut',
    unit: 'Index de quantité',
    change: 'Avant : {{from}}, maintenant : {{to}}',
    downloadImage: "Télécharger l'image complète",
    noStaff: 'Accès réservé au personnel pointé, veuillez pointer',
    needsDescription: 'Saisissez le motif de cette action avant de scanner.',
  },
  history: {
    title: 'Historique des scans',
    empty: 'Aucun scan sur cet appareil pour le moment.',
    clear: "Effacer l'historique",
    clearTitle: "Effacer l'historique des scans ?",
    clearMessage:
      'Les scans enregistrés sur cet appareil sont supprimés. Les articles gardent leur statut.',
    clearConfirm: 'Effacer',
    scannedAt: 'Scanné',
    action: 'Action',
    code: 'Bordereau',
  },
  verify: {
    label: 'Bordereau à vérifier',
    placeholder: 'Scannez le bordereau ou saisissez son code puis Entrée',
    qtyIndex: 'Index de quantité',
    submit: 'Vérifier',
    empty: 'Scannez un bordereau pour vérifier son article.',
    item: 'Article',
    product: 'Produit',
    quantity: 'Quantité',
    code: 'Bordereau',
    verified: 'Vérifié',
    notVerified: 'Non vérifié',
    verifiedAt: 'Vérifié le',
    units: 'Unités de cet article',
    summary: 'Résumé de la commande',
    order: 'Commande',
    progress: 'Unités vérifiées : {{verified}} sur {{total}}',
    byStatus: 'Unités par statut',
  },
};

export default scanFr;
