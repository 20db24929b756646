import type { Messages } from '../en';
import type storesEn from './en';
import { PLATFORM_NAMES } from './platformNames';

const storesFr: Messages<typeof storesEn> = {
  intro:
    'Connectez vos boutiques : leurs commandes arrivent ici toutes seules, et le suivi repart vers la boutique dès l’expédition.',
  types: PLATFORM_NAMES,
  fields: {
    type: 'Plateforme',
    name: 'Boutique',
    domain: 'Adresse',
    status: 'Statut',
    lastSync: 'Dernière synchronisation',
    waiting: 'À traiter',
    shopCode: 'Code boutique',
    createdAt: 'Connectée le',
  },
  neverSynced: 'Pas encore synchronisée',
  syncError: 'La dernière synchronisation a échoué : {{error}}',
  counts: {
    unmappedVariants_one: '{{count}} variante à associer',
    unmappedVariants_other: '{{count}} variantes à associer',
    unmappedVariants_many: '{{count}} variantes à associer',
    waitingOrders_one: '{{count}} commande en attente',
    waitingOrders_other: '{{count}} commandes en attente',
    waitingOrders_many: '{{count}} commandes en attente',
    failedPushes_one: '{{count}} envoi de suivi en échec',
    failedPushes_other: '{{count}} envois de suivi en échec',
    failedPushes_many: '{{count}} envois de suivi en échec',
    nothing: 'Rien en attente',
  },
  actions: {
    connect: 'Connecter une boutique',
    disconnect: 'Déconnecter',
    reconnect: 'Reconnecter',
    sync: 'Synchroniser',
    synced:
      'La synchronisation est lancée : produits et nouvelles commandes arrivent dans un instant',
    disconnected: '{{name}} est déconnectée',
    reconnected: '{{name}} est de nouveau connectée',
    openStore: 'Ouvrir la boutique',
  },
  disconnect: {
    title: 'Déconnecter cette boutique ?',
    question:
      'Plus aucune commande n’arrivera de {{name}} et le suivi ne lui sera plus envoyé. Ses associations sont conservées ; vous pourrez la reconnecter plus tard.',
  },
  connect: {
    title: 'Connecter une boutique',
    choose: 'Sur quelle plateforme est votre boutique ?',
    shopifyDomain: 'Adresse de la boutique',
    shopifyDomainHint: 'Votre adresse myshopify, par exemple ma-boutique.myshopify.com',
    shopifyNext: 'Vous approuverez la connexion sur Shopify, puis reviendrez ici.',
    shopifySubmit: 'Continuer vers Shopify',
    wooUrl: 'URL de la boutique',
    wooUrlHint: 'L’adresse de votre site WordPress, par exemple https://shop.example.com',
    consumerKey: 'Clé client (consumer key)',
    consumerSecret: 'Secret client (consumer secret)',
    wooKeysHint:
      'Dans WooCommerce : Réglages › Avancé › API REST › Ajouter une clé, avec les droits Lecture/Écriture.',
    wooSubmit: 'Vérifier et connecter',
    connected: '{{name}} est connectée',
    redirecting: 'Redirection vers {{platform}}…',
  },
  reconnect: {
    title: 'Reconnecter {{name}}',
    wooText:
      'Saisissez de nouvelles clés si les anciennes ont été révoquées, ou laissez vide pour revérifier celles enregistrées.',
    submit: 'Reconnecter',
  },
  needsYou: {
    title: 'Vous attend',
    clear: 'Rien ne vous attend dans vos boutiques.',
    orders_one: '{{count}} commande de boutique ne peut pas encore devenir un brouillon',
    orders_many: '{{count}} commandes de boutique ne peuvent pas encore devenir des brouillons',
    orders_other: '{{count}} commandes de boutique ne peuvent pas encore devenir des brouillons',
    refused_one: '{{count}} refusée (adresse ou prix)',
    refused_many: '{{count}} refusées (adresse ou prix)',
    refused_other: '{{count}} refusées (adresse ou prix)',
    drafts_one: '{{count}} brouillon de vos boutiques à passer',
    drafts_many: '{{count}} brouillons de vos boutiques à passer',
    drafts_other: '{{count}} brouillons de vos boutiques à passer',
    open: 'Voir quoi corriger',
    openDrafts: 'Brouillons',
    intro:
      "Commandes de vos boutiques qui ne peuvent pas encore devenir des brouillons : liez leurs variantes sur la boutique ou corrigez ce qui a été refusé. Chacune devient alors un brouillon d'elle-même.",
  },
  placeMode: {
    label: 'Commandes liées',
    MANUAL: 'Confirmer à la main',
    AUTO: 'Passer automatiquement',
    manualHint: "Chaque commande liée attend en brouillon jusqu'à ce que vous la passiez.",
    autoHint:
      'Chaque commande liée est passée aussitôt si votre solde la couvre ; sinon elle attend en brouillon.',
    ceilingHint:
      "Le passage automatique des commandes TikTok est désactivé pour tous : elles attendent en brouillon jusqu'à ce que les administrateurs l'activent.",
    saved: 'Enregistré',
  },
  store: {
    facts: 'À propos de cette boutique',
    variants: 'Produits et variantes',
    orders: 'Commandes de la boutique',
    pushes: 'Suivi renvoyé',
    allVariants: 'Toutes',
    waitingOrders: 'En attente',
    allOrders: 'Toutes',
    map: 'Associer',
    openOrder: 'Ouvrir la commande',
    unmappedLines_one: '{{count}} ligne non associée',
    unmappedLines_other: '{{count}} lignes non associées',
    unmappedLines_many: '{{count}} lignes non associées',
    noPushes: 'Chaque numéro de suivi est parvenu à la boutique',
    retry: 'Réessayer',
    retried: 'Renvoyé',
    pushWaiting: 'Pas encore envoyé',
    pushRetrying: 'Nouvel essai',
    pushRetryingNote: '{{attempts}} en échec ; nouvel essai prévu',
    pushFailedNote: 'Arrêté après {{attempts}} : réessayez quand la boutique est prête',
    attempts_one: '{{count}} tentative',
    attempts_other: '{{count}} tentatives',
    attempts_many: '{{count}} tentatives',
  },
  bulk: {
    title: 'Associer plusieurs à la fois',
    intro:
      "Associez chaque variante non associée dont le SKU est celui d'un de vos produits, ou associez toutes les variantes d'une option (toutes les tailles de Blanc) à un de vos produits : chacune va à l'article du même nom (« White / M »).",
    bySku: 'Associer par SKU',
    option: "Variantes avec l'option",
    anyOption: 'Toutes les non associées',
    map_one: 'Associer {{count}} variante',
    map_other: 'Associer {{count}} variantes',
    map_many: 'Associer {{count}} variantes',
    matched_one: '{{count}} variante associée',
    matched_other: '{{count}} variantes associées',
    matched_many: '{{count}} variantes associées',
    unmatched_one: '{{count}} sans correspondance, à associer à la main',
    unmatched_other: '{{count}} sans correspondance, à associer à la main',
    unmatched_many: '{{count}} sans correspondance, à associer à la main',
  },
  variant: {
    product: 'Produit de la boutique',
    title: 'Variante',
    sku: 'SKU',
    syncStatus: 'Synchronisation',
    mappedTo: 'Fabriquée comme',
    notMapped: 'Pas encore associée',
    myProduct: 'Mon produit',
    chooseProduct: 'Choisissez un de vos produits',
    noProducts: 'Aucun produit trouvé',
    item: 'Couleur et taille de mon produit',
    chooseItem: 'Couleur, taille…',
    save: 'Enregistrer l’association',
    saved: 'Association enregistrée',
    released_one: 'Enregistré : {{count}} commande en attente est devenue un brouillon',
    released_other: 'Enregistré : {{count}} commandes en attente sont devenues des brouillons',
    released_many: 'Enregistré : {{count}} commandes en attente sont devenues des brouillons',
    ignore: 'Ignorer',
    unignore: 'Ne plus ignorer',
    ignoredHint: 'Ignorée : ses lignes ne sont pas imprimées. Ne l’ignorez plus pour l’associer.',
    ignored: 'Variante ignorée',
    unignored: 'Variante de nouveau synchronisée',
    intro:
      'Choisissez, pour chaque variante de la boutique, lequel de vos produits et quelle couleur et taille la fabriquent. Une variante que vous n’imprimez pas peut être ignorée.',
  },
  tiktok: {
    connectNext:
      'Vous choisirez votre boutique et autoriserez la connexion sur TikTok Shop, puis reviendrez ici.',
    connectSubmit: 'Continuer vers TikTok Shop',
    product: 'Produit',
    variants: 'Variantes',
    unsynced: 'À associer',
    noProducts: 'Aucun produit à afficher.',
    nextPage: 'Page suivante',
    firstPage: 'Première page',
    nothing:
      "Aucune autorisation TikTok Shop n'attend ici. Autorisez l'application dans TikTok Shop, ou connectez une boutique depuis vos boutiques.",
    fee: 'Frais supplémentaires TikTok',
    feeHint:
      'Facturés en plus de la commande pour chaque commande TikTok passée automatiquement, en dollars.',
    feeInvalid: 'Saisissez un montant de 0 à 100.00',
    autoPlace: 'Passer automatiquement les commandes TikTok',
    autoPlaceHint:
      'Une commande TikTok dont toutes les variantes sont associées est passée et facturée aussitôt ; sinon elle attend en brouillon.',
  },
  serverMessages: {
    typeUnsupported:
      "Ce type de boutique ne peut pas encore être connecté : choisissez une autre plateforme ou demandez au support de l'activer",
    keysRefused:
      'La boutique a refusé ces clés : créez une clé en lecture/écriture dans WooCommerce > Réglages > Avancé > API REST et collez-les de nouveau',
    alreadyConnected:
      "Cette boutique est déjà connectée à un autre compte : déconnectez-la là-bas d'abord, ou demandez au support de la déplacer",
    stateInvalid:
      "La demande de connexion a expiré ou n'est pas la vôtre : connectez-vous de nouveau",
    oauthRefused:
      "La boutique a refusé la connexion : reconnectez-vous et approuvez l'accès demandé par l'application",
    tiktokDeclined:
      "Vous avez refusé l'autorisation sur TikTok Shop : reconnectez-vous et choisissez Autoriser pour lier votre boutique",
    tiktokNoShop:
      "Ce compte TikTok n'a aucune boutique à autoriser : ouvrez votre boutique dans TikTok Shop Seller Center, puis reconnectez-vous",
    unreachable: 'La boutique est injoignable : réessayez plus tard',
    quotaWaiting:
      'En attente du quota quotidien de requêtes de la plateforme : les commandes seront relues à son renouvellement, rien à faire',
  },
  waitReasons: {
    UNPAID: "L'acheteur n'a pas encore payé : importée une fois payée",
    ON_HOLD: "L'acheteur peut encore l'annuler : importée quand la boutique la libère",
    SHIPPED: "La boutique l'indique déjà expédiée : elle n'est pas importée",
    OTHER: "La boutique ne permet pas encore de la traiter : importée dès qu'elle le permet",
  },
  callback: {
    working: 'Finalisation de la connexion avec votre boutique…',
    failed: 'La boutique n’a pas pu être connectée',
    back: 'Retour à mes boutiques',
    signIn: 'Connectez-vous pour terminer la connexion de votre boutique.',
  },
};

export default storesFr;
