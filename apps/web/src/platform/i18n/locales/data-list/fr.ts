import type { Messages } from '../en';
import type dataListEn from './en';

const dataListFr: Messages<typeof dataListEn> = {
  total: 'Total : {{total}}',
  totalEstimated: 'Total : environ {{total}}',
  pageSize: 'Lignes par page',
  perPage: '{{size}} / page',
  goToPage: 'Aller à la page',
  sortBy: 'Trier par {{label}}',
  select: 'Sélectionner',
  selectAll: 'Tout sélectionner',
  selectRow: 'Sélectionner cette ligne',
  selected: '{{count}} sélectionné(s)',
  actions: 'Actions',
  open: 'Ouvrir',
  panels: {
    filter: 'Filtrer',
    columns: 'Colonnes',
    scan: 'Scanner',
  },
  layout: {
    table: 'Vue tableau',
    grid: 'Vue grille',
  },
  columns: {
    title: 'Champs affichés',
    atLeastOne: 'Au moins un champ de données doit être affiché',
  },
  invalidFilter: 'Valeur de filtre invalide',
  bulkDelete: {
    button: 'Supprimer ({{count}})',
    title: 'Supprimer',
    confirm: 'Voulez-vous vraiment supprimer cet élément ?',
    ok: 'Supprimer',
    cancel: 'Annuler',
    refused: 'Non supprimé : {{reason}}',
  },
  newData: {
    arrived_one: '{{count}} nouvel élément est arrivé',
    arrived_many: '{{count}} nouveaux éléments sont arrivés',
    arrived_other: '{{count}} nouveaux éléments sont arrivés',
    updated: 'Des données existantes ont été mises à jour',
    loadNew: 'Charger les nouveautés',
  },
  notificationMode: {
    notice: 'Éléments d’une notification',
    showAll: 'Tout afficher',
  },
  copy: {
    copy: 'Copier',
    copyId: 'Copier l’identifiant',
    copied: 'Copié',
    error: 'Erreur',
  },
  card: {
    sort: 'Trier par',
    more: 'Tous les champs',
  },
  processing: 'Traitement…',
  boolean: {
    yes: 'Oui',
    no: 'Non',
  },
  image: {
    open: 'Ouvrir l’image',
    title: 'Image',
    main: 'Image',
    details: 'Images de détail',
    printDesigns: 'Motifs d’impression',
    background: 'Arrière-plan',
    backgrounds: {
      image: 'Image',
      black: 'Noir',
      white: 'Blanc',
      mockup: 'Maquette',
    },
  },
};

export default dataListFr;
