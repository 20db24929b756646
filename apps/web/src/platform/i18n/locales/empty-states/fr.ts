import type { Messages } from '../en';
import type emptyStatesEn from './en';

const emptyStatesFr: Messages<typeof emptyStatesEn> = {
  default: 'Rien ici pour l’instant. Les nouveaux éléments apparaissent ici dès leur création.',
  filtered: 'Rien ne correspond à ces filtres.',
  clearFilters: 'Effacer les filtres',
  lists: {
    issues:
      'Aucun incident pour le moment. Les incidents signalés sur des articles expédiés apparaissent ici.',
    sentMails:
      'Aucun courriel envoyé pour l’instant. Chaque courriel du système apparaît ici, avec son acceptation par le serveur.',
    traceLogs:
      'Aucun changement enregistré. Chaque changement d’une commande, d’un article, d’une transaction ou d’un compte apparaît ici.',
    webhookDeliveries:
      'Aucun envoi pour l’instant. Les événements envoyés à vos points de réception apparaissent ici.',
    stores: 'Aucune boutique pour l’instant : connectez votre boutique Shopify ou WooCommerce.',
    storeVariants:
      'Aucune variante ici. Les produits de la boutique apparaissent après sa synchronisation.',
    storeOrdersNeedYou:
      'Rien ne vous attend : chaque commande de boutique est devenue un brouillon ou une commande.',
    storeOrders: 'Aucune commande de cette boutique ici.',
    sellerProducts: 'Aucun produit pour l’instant : créez-en un ou importez un tableur.',
    products:
      'Aucun produit pour l’instant. Ils apparaissent ici dès que les marchands les créent.',
    sellerOrders: 'Aucune commande pour l’instant : créez-en une ou importez un tableur.',
    orders:
      'Aucune commande pour l’instant. Elles apparaissent ici dès que les marchands les passent.',
    draftOrders:
      'Aucun brouillon. Les commandes importées d’un tableur attendent ici jusqu’à ce que vous les passiez.',
    orderItems: 'Aucun article pour l’instant. Chaque produit d’une commande passée apparaît ici.',
    printerItems:
      'Rien à traiter ici. Les articles apparaissent dès que des commandes vous sont confiées.',
    attributes: 'Aucun attribut pour l’instant : créez le premier (couleur, taille…).',
    awaitingStock: 'Aucun article n’attend de stock.',
    stockLogs: 'Aucun mouvement de stock : recevez ou comptez du stock pour commencer le journal.',
    inventories: 'Aucun stock enregistré : enregistrez une réception pour faire entrer du stock.',
    blankApparels: 'Aucun vêtement vierge pour l’instant : créez-en un pour suivre son stock.',
    categories:
      'Aucune catégorie pour l’instant : créez-en une pour regrouper les types de produit.',
    productTypes: 'Aucun type de produit pour l’instant : créez le premier.',
    uploadTypes: 'Aucun type de téléversement pour l’instant : créez le premier.',
    shippingPrices: 'Aucun tarif d’expédition pour l’instant : ajoutez-en un par destination.',
    coupons: 'Aucun code promo pour l’instant : créez-en un.',
    imports:
      'Aucun import pour l’instant. Les tableurs importés depuis les écrans commandes et produits apparaissent ici.',
    networks: 'Aucun réseau pour l’instant. Ils apparaissent ici dès que les marchands les créent.',
    roles: 'Aucun rôle pour l’instant : créez-en un pour regrouper des permissions.',
    users: 'Aucun utilisateur pour l’instant : créez-en un.',
    shipmentTracker:
      'Aucun colis scanné pour l’instant. Scannez un code de suivi pour enregistrer un colis.',
    signatures:
      'Aucune signature de bordereau pour l’instant. Elles apparaissent ici dès que les marchands les envoient.',
    downloadedSlips:
      'Aucun bordereau téléchargé pour l’instant. Ceux que vous téléchargez depuis les listes apparaissent ici.',
    sellerDeposits: 'Aucun dépôt pour l’instant : déposez des fonds pour payer vos commandes.',
    deposits: 'Aucun dépôt pour l’instant. Les dépôts des marchands apparaissent ici.',
    otherTransactions:
      'Aucune autre transaction pour l’instant. Remboursements, frais et ajustements apparaissent ici.',
    withdraws:
      'Aucun retrait pour l’instant. Les demandes de retrait des marchands apparaissent ici.',
    afterSale:
      'Aucune demande en attente. Les demandes de remboursement, de renvoi et de retour apparaissent ici.',
    overDue: 'Aucun article n’a dépassé sa date limite.',
    invalidAddress: 'Aucune commande avec une adresse invalide.',
    campaigns: 'Aucun message de notification pour l’instant : créez-en un.',
  },
};

export default emptyStatesFr;
