import type { Messages } from '../en';
import type issuesEn from './en';

/** Incidents de support, en français. */
const issuesFr: Messages<typeof issuesEn> = {
  raise: 'Signaler un incident',
  raiseOnItem: 'Signaler un problème',
  number: 'Incident {{number}}',
  types: { BUG: 'Anomalie', COMPLAIN: 'Réclamation', ISSUE: 'Incident' },
  origins: { OTB: 'Plateforme', PRINTER: 'Fournisseur', SHIPPING: 'Livraison' },
  actions: { REFUND: 'Remboursement', REPRINT: 'Réimpression' },
  fields: {
    reason: 'Motif',
    selfId: 'Numéro',
    status: 'Statut',
    type: 'Type',
    origin: 'Origine',
    action: 'Action souhaitée',
    resolution: 'Résolution',
    seller: 'Marchand',
    description: 'Description',
    createdAt: 'Signalé le',
    updatedAt: 'Dernier changement',
    items: 'Articles de la commande',
    photos: 'Photos',
    order: 'Commande',
  },
  reasons: {
    MISPRINT: "Erreur d'impression",
    DAMAGED: 'Arrivé endommagé',
    WRONG_ITEM: 'Mauvais article',
    WRONG_SIZE: 'Mauvaise taille',
    LOST_IN_TRANSIT: 'Perdu pendant le transport',
    NOT_RECEIVED: 'Non reçu',
    OTHER: 'Autre',
  },
  claimWindow: {
    days: 'Jours après la livraison',
    hint: 'Combien de temps après la livraison un vendeur peut faire une réclamation ; le formulaire le dit.',
  },
  claimHint: {
    notShipped: "Une réclamation est possible dès qu'un article a quitté l'imprimeur.",
    windowClosed_one:
      "Le délai de réclamation est passé : jusqu'à {{count}} jour après la livraison.",
    windowClosed_other:
      "Le délai de réclamation est passé : jusqu'à {{count}} jours après la livraison.",
    windowClosed_many:
      "Le délai de réclamation est passé : jusqu'à {{count}} jours après la livraison.",
  },
  report: {
    reason: 'Motif',
    reasonPlaceholder: "Que s'est-il passé ?",
    reprintTo: 'La réimpression sera envoyée à',
    reprintConfirm: 'Cette adresse est correcte',
    reprintEdit: "Modifier l'adresse",
    window_one: "Une réclamation peut être faite jusqu'à {{count}} jour après la livraison.",
    window_other: "Une réclamation peut être faite jusqu'à {{count}} jours après la livraison.",
    window_many: "Une réclamation peut être faite jusqu'à {{count}} jours après la livraison.",
    title: 'Signaler un incident',
    item: 'Article de la commande',
    itemPlaceholder: 'Choisissez un article expédié',
    noItems: 'Aucun article expédié à signaler pour le moment.',
    otherItems: 'Autres articles de la même commande',
    description: 'Quel est le problème ?',
    photos: 'Photos (PNG ou JPEG)',
    photosHint: 'Ajoutez au moins une photo du problème.',
    submit: 'Signaler l’incident',
    cancel: 'Annuler',
    done: 'Incident signalé',
  },
  conversation: {
    seller: 'Conversation avec le marchand',
    printer: 'Conversation avec le fournisseur',
    admin: 'Conversation avec le support',
    empty: 'Aucun message pour le moment.',
    placeholder: 'Écrivez un message',
    addPhoto: 'Ajouter des photos',
    send: 'Envoyer',
    system: 'Système',
    you: 'Vous',
    closed: 'Cet incident est clos : plus de messages possibles.',
  },
  status: {
    toProcessing: 'Prendre en charge',
    toClosed: 'Clore l’incident',
    confirmProcessing:
      'Passer l’incident {{number}} en cours de traitement ? Le marchand sera prévenu.',
    confirmClosed: 'Clore l’incident {{number}} ? Plus personne ne pourra y écrire.',
  },
  resolve: {
    title: 'Résoudre',
    refund: 'Résoudre par un remboursement',
    reprint: 'Résoudre par une réimpression',
    amount: 'Montant à rembourser (vide : tout ce qui reste des articles)',
    note: 'Note pour le marchand',
    confirmRefund:
      'Rembourser le marchand pour l’incident {{number}} ? L’argent revient au solde une seule fois.',
    confirmReprint: 'Refaire les articles de l’incident {{number}} sans frais pour le marchand ?',
    refunded: 'Remboursé {{amount}}',
    refundedNoAmount: 'Résolu par un remboursement',
    reprinted: 'Une réimpression a été faite',
    openReprint: 'Ouvrir la commande de réimpression',
  },
  history: 'Historique',
  noHistory: 'Rien pour le moment.',
  events: {
    RAISED: 'Signalé comme {{type}} ({{origin}}), demande : {{action}}',
    STATUS_CHANGED: 'Statut : {{from}} → {{to}}',
    REFUNDED: 'Résolu par un remboursement de {{amount}}',
    REPRINTED: 'Résolu par une réimpression sans frais',
    AUTO_CLOSED_one: 'Fermé automatiquement : pas de réponse du marchand depuis {{count}} jour',
    AUTO_CLOSED_many: 'Fermé automatiquement : pas de réponse du marchand depuis {{count}} jours',
    AUTO_CLOSED_other: 'Fermé automatiquement : pas de réponse du marchand depuis {{count}} jours',
  },
  system: {
    AUTO_CLOSED_one:
      'Ce problème a été fermé automatiquement : pas de réponse du marchand depuis {{count}} jour',
    AUTO_CLOSED_many:
      'Ce problème a été fermé automatiquement : pas de réponse du marchand depuis {{count}} jours',
    AUTO_CLOSED_other:
      'Ce problème a été fermé automatiquement : pas de réponse du marchand depuis {{count}} jours',
    REFUNDED: 'Résolu par un remboursement de {{amount}}',
    REPRINTED: 'Résolu par une réimpression sans frais',
  },
};

export default issuesFr;
