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
    sentTo: 'Envoyée à {{count}} utilisateurs',
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
