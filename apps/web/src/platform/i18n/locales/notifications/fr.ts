import type { Messages } from '../en';
import type notificationsEn from './en';

const notificationsFr: Messages<typeof notificationsEn> = {
  bell: {
    open: 'Notifications',
    title: 'Notifications',
    viewAll: 'Tout voir',
    empty: 'Aucune notification',
    markAllRead: 'Tout marquer comme lu',
  },
  titles: {
    refundApproved: 'Votre demande de remboursement a été approuvée',
    refundRefused: 'Votre demande de remboursement a été refusée',
    resendApproved:
      'Votre demande de renvoi a été approuvée : une nouvelle commande a été créée sans frais',
    resendRefused: 'Votre demande de renvoi a été refusée',
    returnApproved: 'Votre demande de retour a été approuvée',
    returnRefused: 'Votre demande de retour a été refusée',
    itemCanceledAndRefunded: 'Votre article a été annulé et remboursé',
    itemCompleted: 'Votre article a été terminé',
    itemReset: 'Votre article a été renvoyé en production',
    accountBlocked: 'Votre compte a été bloqué',
    accountActive: 'Votre compte est de nouveau actif',
    permissionsChanged: 'Vos autorisations ont changé',
    welcome: 'Bienvenue sur Platfox',
    depositApproved: 'Votre dépôt a été approuvé',
    merchantJoined: 'Un nouveau marchand a rejoint',
    productImportFinished: 'Import des produits terminé',
    issueNew: 'Nouvel incident {{number}}',
    issueMessage: "Nouveau message sur l'incident {{number}}",
    issueStatus: "L'incident {{number}} est désormais : {{status}}",
    issueResolved: "L'incident {{number}} a été résolu",
    issueClosed: "L'incident {{number}} a été clos",
  },
  descriptions: {
    welcome: 'Complétez votre profil pour que nous expédiions vos commandes sans délai.',
    balanceCredited: 'Votre solde a été crédité de {{amount}}.',
    importNeedsAttention_one:
      'Votre tableur a été importé : {{count}} produit demande votre attention.',
    importNeedsAttention_many:
      'Votre tableur a été importé : {{count}} produits demandent votre attention.',
    importNeedsAttention_other:
      'Votre tableur a été importé : {{count}} produits demandent votre attention.',
    merchantJoined: '{{name}} s’est inscrit et a vérifié son adresse e-mail.',
    accountBlocked:
      "Un administrateur a bloqué votre compte. Contactez le support si vous pensez qu'il s'agit d'une erreur.",
    accountActive:
      'Un administrateur a réactivé votre compte. Vous pouvez de nouveau utiliser la plateforme.',
    permissionsChanged:
      'Ce que vous pouvez voir et faire a peut-être changé. Certaines pages peuvent désormais vous être ouvertes ou fermées.',
  },
  types: {
    ORDER: 'Commande',
    ORDER_ITEM: 'Article de commande',
    PRODUCT: 'Produit',
    TRANSACTION: 'Transaction',
    ISSUE: 'Incident',
    NETWORK: 'Réseau',
    TRACKING_UPDATE: 'Mise à jour du suivi',
    OTHERS: 'Autres',
  },
  panel: {
    all: 'Toutes',
    unread: 'Non lues',
    category: 'Catégorie',
    allCategories: 'Toutes les catégories',
    loadMore: 'Charger plus',
    noMore: 'Vous avez vu toutes les notifications',
    empty: "Vous n'avez encore aucune notification ici",
    markAllRead: 'Tout marquer comme lu',
    showItems: 'Afficher {{count}} de plus',
    hideItems: 'Masquer',
    by: 'Par {{name}}',
    unreadMark: 'Non lue',
    failed: "Les notifications n'ont pas pu être chargées.",
  },
  detail: {
    back: 'Retour aux notifications',
    open: 'Ouvrir',
    sentAt: 'Envoyée',
    category: 'Catégorie',
    actor: 'De',
    items: 'Notifications liées',
    notFound: "Cette notification n'existe pas ou ne vous appartient pas.",
  },
  campaigns: {
    create: 'Nouvelle notification',
    title: 'Titre',
    description: 'Message',
    audience: 'Envoyer à',
    audiences: {
      ALL_SELLERS: 'Tous les marchands',
      ALL_PRINTERS: 'Tous les fournisseurs',
      USERS: 'Utilisateurs choisis',
    },
    users: 'Utilisateurs',
    usersPlaceholder: 'Rechercher par e-mail',
    send: 'Envoyer',
    sentTo_one: 'Envoyée à {{count}} utilisateur',
    sentTo_many: 'Envoyée à {{count}} utilisateurs',
    sentTo_other: 'Envoyée à {{count}} utilisateurs',
    recipientsCount: 'Destinataires',
    sentAt: 'Envoyée',
    createdBy: 'Envoyée par',
    back: 'Retour à la liste',
  },
  eventNotices: {
    close: 'Fermer',
    previous: 'Précédent',
    next: 'Suivant',
    position: '{{current}} sur {{total}}',
  },
};

export default notificationsFr;
