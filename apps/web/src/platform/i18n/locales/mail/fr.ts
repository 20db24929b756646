import type { Messages } from '../en';
import type mailEn from './en';

/** Écrans du courrier, en français. */
const mailFr: Messages<typeof mailEn> = {
  intro:
    'Les courriels du système partent de l’adresse principale du courrier général, ou de l’expéditeur propre du serveur tant qu’il n’en a pas.',
  senderNow: 'Expéditeur actuel',
  save: 'Enregistrer',
  saved: 'Enregistré.',
  readOnly: 'Vous pouvez lire ces réglages ; les modifier demande la permission de mise à jour.',
  lastChange: 'Dernière modification par {{who}} le {{when}}',
  neverChanged: 'Jamais modifié : les valeurs par défaut s’appliquent.',
  address: 'Adresse e-mail',
  main: 'Principale',
  active: 'Active',
  remove: 'Retirer cette adresse',
  addAddress: 'Ajouter une adresse',
  noAddress: 'Aucune adresse : ce courrier n’est pas utilisé.',
  keys: {
    GENERAL_MAIL: {
      title: 'Courrier général',
      hint: 'L’adresse principale est l’expéditeur de chaque courriel du système.',
    },
    RECEIVE_EXPORT_MAILS: {
      title: 'Courriels d’export',
      hint: 'Chaque adresse active est prévenue quand un export est prêt à télécharger.',
    },
    SUPPORT_MAIL: {
      title: 'Courrier du support',
      hint: 'Où vendeurs et imprimeurs écrivent pour de l’aide ; l’adresse principale leur est montrée.',
    },
  },
  smtp: {
    title: 'Serveur SMTP',
    hint: 'Laissez l’hôte vide pour envoyer par la configuration de courrier du serveur.',
    host: 'Hôte',
    port: 'Port',
    user: 'Nom d’utilisateur',
    password: 'Mot de passe',
    passwordKept: 'Un mot de passe est enregistré : laissez vide pour le garder.',
    secure: 'TLS dès le début (port 465)',
  },
  test: {
    to: 'Envoyer un courriel de test à',
    send: 'Envoyer un courriel de test',
    ok: 'Le serveur a accepté le courriel de test pour {{to}}.',
  },
  sent: {
    createdAt: 'Envoyé',
    to: 'À',
    subject: 'Objet',
    kind: 'Type',
    status: 'Statut',
    error: 'Erreur',
    sentBy: 'Envoyé par',
    system: 'Le système',
  },
  kinds: {
    ACCOUNT: 'Compte',
    OWNER_VERIFICATION: 'Vérification du propriétaire',
    EXPORT_READY: 'Export prêt',
    STAFF: 'Rappel au personnel',
    ADMIN_MESSAGE: 'Courriel de l’administrateur',
    EVENT: 'Courriel d’événement',
    TEST: 'Courriel de test',
    OTHER: 'Autre',
  },
  compose: {
    create: 'Écrire un courriel',
    intro:
      'Chaque destinataire reçoit son propre courriel ; chacun apparaît dans la liste des envois.',
    every: { SELLER: 'Chaque vendeur actif', PRINTER: 'Chaque imprimeur actif' },
    to: 'Aussi à ces adresses',
    toHint: 'Saisissez une adresse et appuyez sur Entrée.',
    subject: 'Objet',
    message: 'Message',
    messageHint: 'Une ligne vide commence un nouveau paragraphe.',
    send: 'Envoyer',
    sent_one: 'Le courriel part vers {{count}} destinataire.',
    sent_many: 'Le courriel part vers {{count}} destinataires.',
    sent_other: 'Le courriel part vers {{count}} destinataires.',
  },
  notifications: {
    adminTitle: 'Avis aux administrateurs',
    adminEmail: 'E-mail de l’administrateur',
    adminEmailHint: 'Où vont les avis aux administrateurs ; vide pour aucun.',
    activatedTitle: 'Nouveau compte activé',
    activatedHint:
      'La notification qu’un vendeur reçoit quand un administrateur active son compte.',
    isEnabled: 'Envoyer cette notification',
    title: 'Titre',
    description: 'Message',
  },
};

export default mailFr;
