import type { Messages } from '../en';
import type cartsEn from './en';

const cartsFr: Messages<typeof cartsEn> = {
  start: {
    title: 'Démarrer un chariot',
    next: 'Commandes suivantes',
    nextHint:
      'Les commandes les plus anciennes avec des unités à prélever, un bac chacune (jusqu’à {{max}})',
    submit: 'Démarrer le chariot',
  },
  open: {
    title: 'Chariots ouverts',
    empty:
      'Aucun chariot ouvert. Démarrez-en un ici, ou choisissez des articles dans la liste à prélever et mettez-les sur un chariot.',
    bins: 'Bacs : {{number}}',
    progress: '{{picked}} prélevées sur {{units}}',
    resume: 'Continuer',
  },
  scan: {
    label: 'Scanner une unité',
    placeholder: 'Scannez le bordereau',
    submit: 'Scanner',
  },
  answer: {
    empty: 'Scannez une unité : le bac où elle va s’affiche ici.',
    bin: 'Bac {{bin}}',
    goesInto: 'L’unité {{unit}} va dans le bac {{bin}}',
    full: 'L’unité {{unit}} va dans le bac {{bin}} : le bac est plein, sa commande est complète',
    short: 'L’unité {{unit}} est en rupture : elle attend du stock, laissez-la hors du bac {{bin}}',
    progress: '{{picked}} unités sur {{units}} dans ce bac',
    done: 'Toutes les unités sont scannées : fermez le chariot',
  },
  bins: {
    title: 'Bacs',
    full: 'Plein',
    order: 'Commande',
  },
  walk: {
    title: 'Parcours',
    noArea: 'Sans zone de stockage',
    states: {
      PLANNED: 'À prélever',
      PICKED: 'Dans son bac',
      SHORT: 'En attente de stock',
      RELEASED: 'Libérée',
    },
  },
  close: {
    button: 'Fermer le chariot',
    title: 'Fermer ce chariot ?',
    message: 'Les unités non prélevées retournent dans la liste à prélever.',
    closed: 'Ce chariot est fermé.',
  },
  toPick: {
    walkOrder: 'Ordre de parcours',
    putOnCart: 'Mettre sur un chariot',
    carts: 'Prélèvement par chariot',
    storageArea: 'Zone de stockage',
  },
};

export default cartsFr;
