import type { Messages } from '../en';
import type slipsEn from './en';

const slipsFr: Messages<typeof slipsEn> = {
  slip: {
    qtyIndex: 'Index de quantité',
    allIndexes: 'Toutes les unités',
    indexOption: 'Unité {{index}} sur {{total}}',
    print: 'Imprimer',
    download: 'Télécharger',
    checkIn: 'Accès réservé au personnel pointé, veuillez pointer',
    checkInButton: 'Pointer',
    loading: 'Création du bordereau…',
    failed: 'Le bordereau n’a pas pu être créé : {{message}}',
    frameTitle: 'Bordereau de {{product}}',
  },
  mass: {
    contents: 'Que télécharger',
    PACKING_SLIPS: 'Bordereaux (PDF)',
    PRINT_DESIGNS: 'Designs d’impression (zip)',
    SHIPPING_LABELS: 'Étiquettes d’expédition (zip)',
    by: 'Choisir par',
    byBlanks: 'Vêtements vierges',
    byItems: 'Identifiants d’articles',
    blanksPlaceholder: 'Choisir des vêtements vierges',
    blanksHint: 'Leurs unités pas encore imprimées',
    noBlanks: 'Aucun vêtement vierge n’a d’article à imprimer',
    itemsHint:
      'Collez des identifiants séparés par des espaces, virgules ou retours à la ligne ; le bouton « Télécharger les bordereaux » des listes les remplit',
    itemsCount_one: '{{count}} identifiant',
    itemsCount_many: '{{count}} identifiants',
    itemsCount_other: '{{count}} identifiants',
    invalidIds: 'Pas un identifiant d’article : {{ids}}',
    start: 'Lancer le téléchargement',
    progressTitle: 'Téléchargement',
    pending: 'En attente de démarrage…',
    processing: '{{done}} sur {{total}} faits',
    finished: 'Prêt : {{fileName}} ({{files}})',
    failed: 'Le téléchargement a échoué : {{error}}',
    downloadFile: 'Télécharger le fichier',
  },
  list: {
    downloadSlips: 'Télécharger les bordereaux',
    printAgain: 'Réimprimer',
    started: 'Le téléchargement a commencé ; suivez-le ici',
  },
  columns: {
    order: 'Commande',
    product: 'Produit',
    sku: 'SKU',
    productType: 'Type de produit',
    quantity: 'Qté',
    printedQty: 'Unités imprimées',
    printedAt: 'Dernière impression',
    status: 'Statut',
    createdAt: 'Créé',
  },
  labels: {
    uploadShippingLabel: 'Envoyer l’étiquette',
    downloadShippingLabel: 'Télécharger l’étiquette',
    notPdf: 'Choisissez un fichier PDF',
    uploaded: 'Étiquette d’expédition envoyée pour {{trackingCode}}',
  },
  printed: {
    title: 'Bordereaux',
    message_one: '{{count}} bordereau imprimé',
    message_many: '{{count}} bordereaux imprimés',
    message_other: '{{count}} bordereaux imprimés',
  },
};

export default slipsFr;
