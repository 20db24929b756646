import type { Messages } from '../en';
import type shellEn from './en';

const shellFr: Messages<typeof shellEn> = {
  topBar: {
    balance: 'Solde',
    refreshBalance: 'Actualiser le solde',
    balanceCompact: 'Solde {{amount}}, touchez pour actualiser',
    fullscreen: 'Plein écran',
    exitFullscreen: 'Quitter le plein écran',
    myBadges: 'Mes badges',
    addressReminder: 'Commandes avec une adresse invalide',
    addressReminderCount: 'Commandes avec une adresse invalide : {{count}}',
    addressReminderNone: 'Toutes les commandes ont une adresse valide.',
    viewDetail: 'Voir le détail',
  },
  notifications: {
    title: 'Notifications',
    open: 'Ouvrir les notifications',
    empty: 'Aucune notification',
    viewAll: 'Tout voir',
    untitled: 'Notification',
  },
  staff: {
    login: 'Connexion du personnel',
    logout: 'Déconnecter le membre du personnel',
    loggedInAs: 'Personnel en service',
    scanTitle: 'Scannez votre code personnel',
    scanHint: 'Scannez le code QR de votre carte, ou saisissez sa valeur puis appuyez sur Entrée.',
    codeLabel: 'Code personnel',
    submit: 'Se connecter',
    formatError:
      "Le format du code QR est incorrect ! Faites une capture d'écran et envoyez-la à l'administrateur.",
    checkedInOnly: 'Accès réservé au personnel pointé',
    checkedInOnlyHint: "{{name}} n'a pas pointé aujourd'hui. Veuillez d'abord pointer.",
    ok: 'OK',
    logoutAccount: 'Se déconnecter',
    verifyError: 'Erreur de vérification du personnel',
    checkFailed: 'Le membre du personnel en service a été déconnecté : {{message}}',
    disabled: 'Le propriétaire a désactivé le membre du personnel de service, qui a été déconnecté',
  },
  checkIn: {
    title: 'Pointage du personnel',
    description:
      'Scannez votre code QR personnel pour pointer en arrivant et pour dépointer en partant.',
    checkin: 'Pointer',
    checkout: 'Dépointer',
    codeLabel: 'Code personnel',
    submit: 'Valider',
    checkedIn: '{{name}} a pointé à {{time}}.',
    checkedOut: '{{name}} a dépointé à {{time}}.',
    backToWork: 'Aller à scanner et imprimer',
    needsPrinter:
      'Connectez-vous avec le compte fournisseur de ce lieu de travail pour utiliser le pointage.',
    signIn: 'Se connecter',
  },
  owner: {
    title: 'Vérification du propriétaire',
    description:
      "Les écrans de gestion (personnel, horaires, suivi du temps, réglages des e-mails) sont réservés au propriétaire du compte. Nous envoyons un code PIN à 6 chiffres à {{email}} pour confirmer qu'il s'agit bien de vous.",
    sendPin: 'Envoyer le code PIN',
    sendAgain: 'Envoyer un nouveau code PIN',
    pinSent: 'Un code PIN a été envoyé à {{email}}. Il est valable peu de temps.',
    pinLabel: 'Code PIN reçu par e-mail',
    verify: 'Vérifier',
    verified: "Vérifié. Les écrans de gestion sont ouverts jusqu'à {{time}}.",
    continue: 'Continuer',
    pinIncomplete: 'Saisissez les 6 chiffres du code PIN',
    needsPrinter: 'Connectez-vous avec le compte fournisseur pour vérifier le propriétaire.',
    signIn: 'Se connecter',
  },
  staffList: {
    name: 'Nom',
    email: 'E-mail',
    phone: 'Téléphone',
    role: 'Rôle',
    checkedIn: "Pointé aujourd'hui",
    yes: 'Oui',
    no: 'Non',
    empty: 'Aucun membre du personnel pour le moment.',
    state: 'État',
    active: 'Actif',
    disabled: 'Désactivé',
    activate: 'Activer',
    disable: 'Désactiver',
    disableTitle: 'Désactiver le membre du personnel',
    disableQuestion:
      'Désactiver {{name}} ? Il est déconnecté de tous les postes et ne peut plus pointer avant d’être réactivé.',
    roles: {
      USER: 'Utilisateur',
      ADMIN: 'Administrateur',
    },
  },
  blocked: {
    title: 'Votre compte a été bloqué',
    body: "Un administrateur a bloqué ce compte, ses écrans sont donc fermés. Contactez l'administrateur si vous pensez qu'il s'agit d'une erreur.",
    logout: 'Se déconnecter',
  },
  maintenance: {
    title: 'Le site est en maintenance',
    body: 'La connexion au serveur a échoué. Nous réessayons et vous ramenons dès qu’il répond.',
    retryIn: 'Prochain essai dans {{seconds}} s',
    retry: 'Réessayer maintenant',
  },
  disconnect: {
    title: 'La connexion au serveur a été interrompue',
    body: 'Nouvelle tentative toutes les 10 secondes. Votre travail sur cette page est conservé.',
    countdown: 'Reconnexion… encore {{seconds}} s',
    retry: 'Réessayer maintenant',
  },
  session: {
    inactivityTitle: 'Êtes-vous toujours là ?',
    inactivityBody:
      'Vous êtes inactif depuis un moment. Vous serez déconnecté automatiquement dans {{timeInSeconds}} secondes.',
    expiryTitle: 'Votre session va expirer',
    expiryBody:
      'Pour votre sécurité, vous serez déconnecté automatiquement dans {{timeInSeconds}} secondes.',
    continue: 'Continuer',
    logout: 'Se déconnecter',
    expired: 'Votre session a expiré',
  },
  /** The support launcher (the chat widget of spec 01 section 2.8). */
  support: {
    open: 'Aide et assistance',
    title: 'Besoin d’aide ?',
    hint: 'Suivez ici vos demandes d’assistance. Pour signaler un problème sur une commande, ouvrez la commande et choisissez Signaler un problème sur son article.',
    issues: 'Mes demandes d’assistance',
    messenger: 'Discuter avec nous sur Messenger',
  },
  /** The service worker's page for a navigation the server did not answer (build/serviceWorker.ts). */
  offline: {
    title: 'Vous êtes hors ligne',
    body: 'Platfox ne parvient pas à joindre le serveur pour le moment. Vérifiez votre connexion internet, puis réessayez.',
    retry: 'Réessayer',
  },
  update: {
    message: 'Une nouvelle mise à jour du système est disponible.',
    now: 'Mettre à jour',
    later: 'Plus tard',
  },
  newVersion: {
    title: 'Une nouvelle version est disponible',
    page: 'Platfox a été mis à jour depuis l’ouverture de cet onglet, et cet écran a changé avec lui. Rechargez pour l’ouvrir dans la nouvelle version.',
    banner:
      'Platfox a été mis à jour depuis l’ouverture de cet onglet. Rechargez pour continuer avec la nouvelle version.',
    reload: 'Recharger',
    unsavedTitle: 'Recharger avec des modifications non enregistrées ?',
    unsavedMessage:
      'Cette page contient des modifications pas encore enregistrées, que le rechargement efface. Enregistrez-les d’abord, ou rechargez quand même.',
    reloadAnyway: 'Recharger quand même',
  },
  processing: {
    default: 'Traitement en cours…',
  },
};

export default shellFr;
