import type { Messages } from '../en';
import type importsEn from './en';

const importsFr: Messages<typeof importsEn> = {
  page: {
    intro:
      'Téléchargez le dernier modèle, remplissez une ligne par article (les lignes ayant la même référence de commande forment une commande) et envoyez-le en XLSX ou CSV. Les commandes importées sont enregistrées en brouillon pour que vous les vérifiiez et les passiez.',
    template: 'Télécharger le modèle',
    upload: 'Envoyer un fichier',
    uploading: 'Envoi… {{percent}} %',
    pending: 'En attente de son tour…',
    processing: 'Lignes importées : {{done}} sur {{total}}',
  },
  list: {
    file: 'Fichier',
    owner: 'Marchand',
    status: 'Statut',
    lines: 'Lignes',
    orders: 'Commandes créées',
    dates: 'Dates fixées',
    codes: 'Codes ajoutés',
    products: 'Produits créés',
    failed: 'Lignes refusées',
    createdAt: 'Envoyé le',
    report: 'Rapport',
  },
  report: {
    title: "Rapport d'import",
    total_one: '{{count}} ligne',
    total_many: '{{count}} lignes',
    total_other: '{{count}} lignes',
    created: 'Créées : {{lines}} dans {{orders}}',
    draftOrders_one: '{{count}} brouillon de commande',
    draftOrders_many: '{{count}} brouillons de commande',
    draftOrders_other: '{{count}} brouillons de commande',
    failed_one: '{{count}} ligne refusée',
    failed_many: '{{count}} lignes refusées',
    failed_other: '{{count}} lignes refusées',
    sheet: 'Feuille',
    column: 'Colonne',
    line: 'Ligne',
    message: 'Motif',
    truncated_one: 'Seule la première erreur est listée.',
    truncated_many: 'Seules les {{count}} premières erreurs sont listées.',
    truncated_other: 'Seules les {{count}} premières erreurs sont listées.',
    codesCreated_one: '{{count}} code de suivi ajouté',
    codesCreated_many: '{{count}} codes de suivi ajoutés',
    codesCreated_other: '{{count}} codes de suivi ajoutés',
    productsCreated_one: '{{count}} produit créé',
    productsCreated_many: '{{count}} produits créés',
    productsCreated_other: '{{count}} produits créés',
    datesSet_one: '{{count}} date d’arrivée fixée',
    datesSet_many: '{{count}} dates d’arrivée fixées',
    datesSet_other: '{{count}} dates d’arrivée fixées',
    warning: 'Avertissement',
    loadFailed: "Le rapport n'a pas pu être chargé.",
  },
  products: {
    intro:
      'Téléchargez le dernier modèle, remplissez une ligne par produit (le nom ou l’ID du type de produit, le titre, le SKU et les liens vers les designs de ses positions d’impression et vers ses maquettes) puis envoyez-le en XLSX ou CSV. Chaque design est téléchargé et vérifié (150 dpi et taille de la zone d’impression) ; une ligne crée son produit ou est listée avec le motif par colonne.',
  },
  comingDates: {
    intro:
      'Téléchargez le dernier modèle, remplissez une ligne par article en attente de stock (l’ID de l’article ou son code de bordereau, et le jour où le stock est attendu, écrit AAAA-MM-JJ) et importez-le en XLSX ou CSV. Chaque ligne fixe le jour sur les unités de l’article en attente de stock ; les lignes refusées sont listées avec leur motif.',
  },
  tracking: {
    intro:
      'Téléchargez le dernier modèle, remplissez une ligne par code de suivi (l’ID de l’article de commande ou son code de bordereau, le code de suivi et le transporteur) puis envoyez-le en XLSX ou CSV. Chaque ligne est ajoutée séparément ; les lignes refusées sont listées avec leur motif, et les numéros de format inconnu sont ajoutés avec un avertissement.',
  },
};

export default importsFr;
