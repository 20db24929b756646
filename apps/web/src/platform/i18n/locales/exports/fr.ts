import type { Messages } from '../en';
import type exportsEn from './en';

const exportsFr: Messages<typeof exportsEn> = {
  button: 'Exporter',
  running: 'Export en cours… {{percent}} %',
  format: 'Format du fichier',
  formats: {
    xlsx: 'Excel (XLSX)',
    csv: 'CSV',
  },
  rows: 'Lignes à exporter',
  scopes: {
    ALL_ITEMS: 'Tous les éléments',
    BY_DATE: 'Par date…',
    CURRENT_PAGE: 'Page actuelle',
    MATCHED_FILTER: 'Éléments correspondant aux filtres',
    SELECTED_ITEMS: 'Éléments sélectionnés ({{count}})',
  },
  byDate: {
    title: 'Exporter par date',
    hint: 'Lignes créées de la première date à la dernière, dans votre fuseau horaire.',
    startDate: 'Du',
    endDate: 'Au',
    order: 'La première date ne peut pas être après la dernière',
    cancel: 'Annuler',
    submit: 'Exporter',
  },
  progress: {
    title: 'Export',
    pending: 'En attente de son tour…',
    processing: 'Lignes exportées : {{done}} sur {{total}}',
    finished_one: '{{count}} ligne exportée dans {{fileName}}',
    finished_many: '{{count}} lignes exportées dans {{fileName}}',
    finished_other: '{{count}} lignes exportées dans {{fileName}}',
    failed: "L'export a échoué : {{error}}",
    download: 'Télécharger',
    close: 'Fermer',
  },
};

export default exportsFr;
