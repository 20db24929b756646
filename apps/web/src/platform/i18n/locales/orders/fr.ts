import type { Messages } from '../en';
import type ordersEn from './en';

const ordersFr: Messages<typeof ordersEn> = {
  cart: {
    title: 'Produits',
    product: 'Produit',
    chooseProduct: 'Choisissez un de vos produits',
    noProducts: 'Aucun produit trouvé',
    item: 'Couleur / taille',
    chooseItem: 'Choisissez un article',
    quantity: 'Quantité',
    remove: 'Retirer ce produit',
    add: 'Ajouter un produit',
    limit: 'Produits : {{count}} sur {{max}}',
  },
  address: {
    title: 'Adresse de l’acheteur',
    fullName: 'Nom complet',
    phone: 'Téléphone',
    email: 'E-mail',
    street: 'Rue',
    street2: 'Rue (ligne 2)',
    city: 'Ville',
    state: 'État',
    zipcode: 'Code postal',
    country: 'Pays',
  },
  shipping: {
    title: 'Livraison',
    normal: 'Livraison normale',
    fast: 'Livraison rapide',
    localPickup: 'Retrait sur place',
    note: 'Note',
  },
  estimate: {
    title: 'Prix estimé',
    incomplete: 'Choisissez les produits et remplissez l’adresse pour voir le prix.',
    items: 'Articles',
    extraPrint: 'Impression supplémentaire',
    shippingFirstItem: 'Livraison (premier article)',
    shippingRestItems: 'Livraison (autres articles)',
    fastShipping: 'Livraison rapide',
    discount: 'Remise',
    total: 'Total',
  },
  form: {
    saveDraft: 'Enregistrer comme brouillon',
    place: 'Passer la commande',
    saved: 'Le brouillon a été enregistré',
    deposit: 'Déposer de l’argent sur votre solde',
    couponDropped:
      'Le brouillon a été enregistré sans le coupon : appliquez-le à nouveau en passant la commande',
  },
  cancelOrders: {
    selected: 'Annuler la sélection',
    title: 'Annuler les commandes',
    question_one:
      'Annuler {{count}} commande ? Les articles pas encore en production sont annulés et remboursés sur votre solde.',
    question_many:
      'Annuler {{count}} commandes ? Les articles pas encore en production sont annulés et remboursés sur votre solde.',
    question_other:
      'Annuler {{count}} commandes ? Les articles pas encore en production sont annulés et remboursés sur votre solde.',
    confirm: 'Annuler les commandes',
    done_one: '{{count}} commande annulée',
    done_many: '{{count}} commandes annulées',
    done_other: '{{count}} commandes annulées',
  },
  placeDrafts: {
    selected: 'Passer la sélection',
    all: 'Passer toutes les commandes',
    title: 'Passer les commandes',
    question_one: 'Passer maintenant {{count}} brouillon ? Il est débité de votre solde.',
    question_many: 'Passer maintenant {{count}} brouillons ? Chacun est débité de votre solde.',
    question_other: 'Passer maintenant {{count}} brouillons ? Chacun est débité de votre solde.',
    questionAll:
      'Passer maintenant tous les brouillons de cet import ? Chacun est débité de votre solde.',
    confirm: 'Passer',
    done_one: '{{count}} commande passée',
    done_many: '{{count}} commandes passées',
    done_other: '{{count}} commandes passées',
  },
  list: {
    create: 'Créer une commande',
  },
  charges: {
    charged: 'Débité au total',
    orderTotal: 'Total de la commande',
    extraFee: 'Frais supplémentaires',
    refund: 'Remboursement',
  },
  origin: {
    store: 'Boutique',
    number: 'Numéro de commande de la boutique',
    buyerNote: "Note de l'acheteur",
  },
  detail: {
    heading: 'Commande {{id}}',
    notPlaced: 'Pas encore passée',
    items: 'Articles',
    photos: 'Photos du produit terminé',
  },
  fields: {
    refId: 'N° de commande boutique',
    store: 'Boutique',
    id: 'Commande',
    order: 'Commande',
    seller: 'Marchand',
    status: 'Statut',
    total: 'Total',
    placedAt: 'Passée le',
    createdAt: 'Créée le',
    product: 'Produit',
    sku: 'SKU',
    productType: 'Type de produit',
    variant: 'Variante',
    quantity: 'Quantité',
    price: 'Prix',
    shipping: 'Livraison',
    timeline: 'Chronologie',
    trackingCode: 'Numéro de suivi',
  },
  timeline: {
    none: 'Pas encore approuvée',
    approvedAt: 'Approuvée',
    beginProcessAt: 'Production commencée',
    finishProcessAt: 'Production terminée',
    beginShipAt: 'Expédiée',
    finishAt: 'Terminée',
  },
  actions: {
    editDraft: 'Modifier le brouillon',
    approve: {
      label: 'Approuver',
      title: 'Approuver la commande',
      question:
        'Approuver cette commande ? Ses articles partent chez les imprimeurs et la production commence.',
      done: 'La commande a été approuvée',
    },
    approveAll: {
      label: 'Tout approuver',
      title: 'Approuver toutes les commandes',
      question: 'Approuver maintenant toutes les commandes en attente ?',
      done_one: '{{count}} commande approuvée',
      done_many: '{{count}} commandes approuvées',
      done_other: '{{count}} commandes approuvées',
    },
    cancel: {
      label: 'Annuler la commande',
      title: 'Annuler la commande',
      question:
        'Annuler les articles de cette commande qui peuvent encore l’être ? Leur prix revient sur le solde.',
      draftQuestion: 'Annuler ce brouillon de commande ?',
      done: 'La commande a été annulée',
    },
  },
};

export default ordersFr;
