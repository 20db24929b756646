import type { Messages } from '../en';
import type settingsEn from './en';

/** Écrans de paramètres de l’administrateur, en français. */
const settingsFr: Messages<typeof settingsEn> = {
  save: 'Enregistrer',
  saved: 'Enregistré. Tous les serveurs utilisent désormais la nouvelle valeur.',
  lastChange: 'Modifié en dernier par {{who}} le {{when}}',
  neverChanged: 'Jamais modifié : la valeur par défaut s’applique.',
  readOnly: 'Vous pouvez lire ces paramètres mais pas les modifier.',
  pickUp: {
    intro: 'L’adresse affichée par les commandes en retrait sur place : où le colis est retiré.',
    name: 'Nom du point de retrait',
    street: 'Rue',
    street2: 'Rue, ligne 2',
    city: 'Ville',
    state: 'État',
    zipcode: 'Code postal',
    country: 'Pays',
    phone: 'Téléphone',
    hours: 'Horaires',
    hoursHint: 'Tels que les acheteurs doivent les lire, p. ex. lun-ven 9:00-17:00',
  },
  rate: {
    intro:
      'Le taux minimal auquel un dépôt dans une autre devise est converti : unités de cette devise pour un dollar.',
    currency: 'Devise (code ISO)',
    rate: 'Unités pour 1,00 $',
    example: '{{amount}} {{currency}} sont crédités {{dollars}}',
  },
  seller: {
    saved: 'Vos paramètres sont enregistrés.',
    savedAt: 'Enregistré le {{when}}',
    neverSaved: 'Pas encore enregistré : les valeurs par défaut s’appliquent.',
    methods: { STANDARD: 'Standard', FAST: 'Rapide', LOCAL_PICKUP: 'Retrait sur place' },
    main: {
      title: 'Valeurs par défaut',
      shipping: 'Mode d’expédition par défaut',
      shippingHint:
        'Une nouvelle commande commence avec ce mode ; vous pouvez le changer sur la commande.',
      returnAddress: 'Imprimer une adresse de retour sur mes bordereaux',
      returnHint: 'Où acheteurs et transporteurs vous renvoient les colis.',
    },
    forward: {
      title: 'Réexpédition',
      address: 'Réexpédier les colis retournés',
      addressHint: 'Les colis retournés ou non distribuables sont réexpédiés à cette adresse.',
      note: 'Note pour la personne qui les réexpédie',
    },
  },
};

export default settingsFr;
