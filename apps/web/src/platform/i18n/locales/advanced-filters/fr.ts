import type { Messages } from '../en';
import type advancedFiltersEn from './en';

const advancedFiltersFr: Messages<typeof advancedFiltersEn> = {
  create: 'Nouvelle règle',
  edit: 'Modifier la règle',
  save: 'Enregistrer',
  cancel: 'Annuler',
  saved: 'Règle enregistrée',
  loading: 'Chargement des types de condition',
  fields: {
    name: 'Nom',
    conditions: 'Conditions de filtre avancées',
    conditionCount: 'Conditions',
    couponCount: 'Coupons',
    createdAt: 'Créé le',
    updatedAt: 'Mis à jour le',
  },
  hints: {
    conditions: 'Toutes les conditions doivent être remplies pour que la règle le soit',
    conditionList: 'Valeurs séparées par des virgules',
    money: 'En dollars ; les centimes sont arrondis au supérieur',
  },
  conditionTypes: {
    ALLOW_FAST_SHIPPING: 'Livraison rapide',
    COUNTRY: 'Pays',
    ORDER_SUB_VALUE: 'Sous-total de la commande',
    ORDER_TOTAL_VALUE: 'Total de la commande',
    PRODUCT_TYPE: 'Type de produit',
    DEPOSIT: 'Total des dépôts',
    TOTAL_PRODUCTS_IN_ORDER_ITEM_COMPLETE: 'Produits terminés',
    TOTAL_ORDER_SUB_VALUE: 'Sous-total de toutes les commandes',
    TOTAL_ORDER_VALUE: 'Total de toutes les commandes',
  },
  operations: {
    EQ: 'égal à',
    FALSE: 'est faux',
    GTEQ: 'au moins',
    IN: "est l'un de",
    IS: 'est',
    ISNT: "n'est pas",
    LTEQ: 'au plus',
    NIN: "n'est aucun de",
    TRUE: 'est vrai',
  },
  condition: {
    add: 'Ajouter une condition',
    remove: 'Supprimer',
    type: 'Condition',
    operation: 'Opération',
    value: 'Valeur',
  },
  rules: {
    required: 'Ce champ est obligatoire',
    invalid: "Cette valeur n'est pas valide",
    noConditions: 'Ajoutez au moins une condition',
    conditionOperation: "Cette opération ne s'applique pas à cette condition",
    conditionValue: 'Cette condition demande une valeur de son type',
  },
};

export default advancedFiltersFr;
