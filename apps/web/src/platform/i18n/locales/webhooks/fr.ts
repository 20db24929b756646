import type { Messages } from '../en';
import type webhooksEn from './en';

/** Webhooks sortants des marchands, en français. */
const webhooksFr: Messages<typeof webhooksEn> = {
  title: 'Webhooks',
  intro:
    'Vos systèmes apprennent ce qui arrive à vos commandes au moment où cela arrive : ajoutez une adresse {{https}}, choisissez les événements, et chaque événement y est envoyé signé avec le secret du point de réception. Les envois échoués sont retentés pendant plus d’un jour.',
  verifyHint:
    'Vérifiez chaque envoi : le {{algorithm}} de « {{signed}} » avec votre secret doit égaler l’en-tête {{signatureHeader}}, et {{eventHeader}} distingue les répétitions.',
  add: 'Ajouter un point de réception',
  empty: 'Aucun point de réception : ajoutez-en un pour recevoir les événements.',
  fields: {
    url: 'Adresse ({{https}})',
    events: 'Événements',
    isActive: 'Actif',
    status: 'Statut',
    createdAt: 'Créé',
    event: 'Événement',
    attempts: 'Tentatives',
    lastStatusCode: 'Dernière réponse',
    nextAttemptAt: 'Prochaine tentative',
    deliveredAt: 'Livré',
    lastError: 'Dernière erreur',
    attempt: 'Tentative',
    statusCode: 'Réponse',
    duration: 'Durée',
    at: 'Le',
    payload: 'Corps envoyé',
    eventId: 'Id de l’événement',
  },
  events: {
    ORDER_STATUS_CHANGED: 'Statut de commande modifié',
    ITEM_SHIPPED: 'Article expédié (suivi)',
    TEST: 'Événement de test',
  },
  active: 'Actif',
  paused: 'En pause',
  pausedAfterFailures:
    'En échec : {{count}} tentatives de suite ont échoué. Les envois attendent jusqu’à {{until}}, puis sont retentés.',
  actions: {
    edit: 'Modifier',
    test: 'Envoyer un test',
    rotate: 'Changer le secret',
    delete: 'Supprimer',
    details: 'Tentatives',
    resend: 'Renvoyer',
    save: 'Enregistrer',
    cancel: 'Annuler',
    create: 'Ajouter un point de réception',
  },
  dialog: {
    createTitle: 'Ajouter un point de réception',
    editTitle: 'Modifier le point de réception',
    urlHint: 'Une adresse https publique ; les réseaux privés et locaux sont refusés.',
  },
  secret: {
    title: 'Secret de signature',
    warning:
      'Copiez ce secret maintenant et gardez-le avec votre récepteur : il ne sera plus affiché. Changez-le pour en obtenir un nouveau.',
    copy: 'Copier le secret',
    copied: 'Copié',
    stored: 'Je l’ai conservé',
  },
  confirm: {
    deleteTitle: 'Supprimer ce point de réception ?',
    deleteText:
      'Les événements ne vont plus à {{url}}, et son journal d’envois est supprimé avec lui.',
    rotateTitle: 'Changer le secret de signature ?',
    rotateText:
      'Les envois à {{url}} sont signés avec un nouveau secret dès maintenant ; votre récepteur doit l’utiliser tout de suite.',
  },
  attemptsLink_one: '{{count}} tentative',
  attemptsLink_many: '{{count}} tentatives',
  attemptsLink_other: '{{count}} tentatives',
  testSent: 'Événement de test en file : il apparaît dans le journal d’envois ci-dessous.',
  resent: 'Remis en file comme un nouvel envoi.',
  log: { title: 'Journal d’envois' },
  drawer: { title: 'Envoi', noAttempts: 'Pas encore tenté.', ms: '{{ms}} ms' },
};

export default webhooksFr;
