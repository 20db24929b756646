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
};

export default settingsFr;
