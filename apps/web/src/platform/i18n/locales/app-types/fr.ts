import type { Messages } from '../en';
import type appTypesEn from './en';

/** L’écran des types d’application (/a/app-types), en français. */
const appTypesFr: Messages<typeof appTypesEn> = {
  intro:
    'Des listes d’options que l’application lit là où l’entreprise emploie ses propres mots (motifs, sources...). La clé d’un type et la valeur d’une option sont ce que gardent les fiches ; les libellés, ce que lisent les gens.',
  create: 'Nouveaux types',
  createTitle: 'Nouveaux types d’application',
  createHint: 'Créez un ou plusieurs types à la fois : tous sont créés, ou aucun.',
  addRow: 'Ajouter un autre type',
  removeRow: 'Retirer ce type',
  key: 'Clé',
  keyHint: 'En MAJUSCULES_AVEC_TIRETS_BAS, par ex. RETURN_REASON. Elle ne change plus ensuite.',
  name: 'Nom',
  description: 'Description',
  status: 'Statut',
  statuses: { ACTIVE: 'Actif', INACTIVE: 'Inactif' },
  options: 'Options',
  noOptions: 'Pas encore d’options.',
  empty: 'Aucun type d’application. Créez le premier.',
  editOptions: 'Modifier les options',
  editOptionsTitle: 'Options de {{name}}',
  editDetails: 'Modifier',
  editDetailsTitle: 'Modifier {{name}}',
  value: 'Valeur',
  label: 'Libellé',
  active: 'Actif',
  addOption: 'Ajouter une option',
  removeOption: 'Retirer l’option',
  moveUp: 'Monter',
  moveDown: 'Descendre',
  save: 'Enregistrer',
  cancel: 'Annuler',
  created: 'Types d’application créés : {{n}}.',
  saved: 'Enregistré.',
  deactivate: 'Désactiver',
  activate: 'Activer',
  deactivateTitle: 'Désactiver {{name}} ?',
  deactivateMessage:
    'L’application cesse de proposer ses options ; les fiches qui en ont une la gardent. Vous pourrez le réactiver.',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer {{name}} ?',
  deleteMessage:
    'Le type {{key}} et ses {{n}} options sont supprimés définitivement. Les écrans qui le lisent reprennent leurs mots intégrés.',
  deleted: 'Supprimé.',
  readOnly:
    'Vous voyez les types d’application ; les modifier demande la permission de mise à jour des réglages.',
};

export default appTypesFr;
