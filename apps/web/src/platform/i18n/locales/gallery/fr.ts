import type en from './en';

/** La galerie du vendeur et son sélecteur dans le formulaire produit, en français. */
const galleryFr: Record<
  keyof typeof en | 'uploaded_many' | 'refused_many' | 'tagItems_many',
  string
> = {
  intro:
    'Votre bibliothèque d’images : importez une fois des fichiers PNG ou JPEG (10 Mo au plus), étiquetez-les et utilisez-les comme designs de produits sans les importer à nouveau.',
  upload: 'Importer des images',
  uploaded_one: '{{count}} image ajoutée à la galerie.',
  uploaded_many: '{{count}} images ajoutées à la galerie.',
  uploaded_other: '{{count}} images ajoutées à la galerie.',
  refused_one: '{{count}} fichier n’a pas été ajouté',
  refused_many: '{{count}} fichiers n’ont pas été ajoutés',
  refused_other: '{{count}} fichiers n’ont pas été ajoutés',
  search: 'Rechercher par nom',
  tag: 'Étiquette',
  allTags: 'Toutes les étiquettes',
  allStatuses: 'Toutes',
  empty: 'Pas encore d’images. Importez vos designs pour les garder ici.',
  noMatch: 'Aucune image ne correspond à ces filtres.',
  pixels: '{{width}} × {{height}} px',
  sizeKb: '{{size}} Ko',
  sizeMb: '{{size}} Mo',
  details: 'Détails',
  name: 'Nom',
  tags: 'Étiquettes',
  tagsHint: 'Jusqu’à {{max}} étiquettes ; appuyez sur Entrée après chacune.',
  status: 'Statut',
  statusHint:
    'Les images archivées restent dans la galerie mais ne sont pas proposées comme designs.',
  dimensions: 'Dimensions',
  density: 'Densité',
  dpi: '{{dpi}} ppp',
  noDpi: 'Non déclarée',
  fileSize: 'Taille du fichier',
  format: 'Format',
  createdAt: 'Importée',
  updatedAt: 'Mise à jour',
  save: 'Enregistrer',
  saved: 'Enregistré.',
  cancel: 'Annuler',
  download: 'Télécharger',
  delete: 'Supprimer',
  deleted: 'L’image a été supprimée.',
  deleteTitle: 'Supprimer cette image ?',
  deleteMessage:
    '« {{name}} » quitte votre galerie définitivement. Les produits qui l’utilisent déjà comme design le gardent.',
  fromGallery: 'Depuis la galerie',
  pickTitle: 'Choisir un design pour {{position}}',
  pickHint:
    'Choisissez une image active de votre galerie. Elle est vérifiée comme un import : au moins {{width}} × {{height}} px et 150 ppp.',
  useAsDesign: 'Utiliser comme design',
  manageTags: 'Gérer les étiquettes',
  manageTagsHint: 'Renommez une étiquette ou retirez-la de toutes les images qui la portent.',
  noTags: 'Pas encore d’étiquettes : ajoutez-les sur la page d’une image.',
  tagName: 'Étiquette',
  renameTag: 'Renommer l’étiquette',
  removeTag: 'Retirer l’étiquette',
  tagRenamed: 'L’étiquette a été renommée.',
  tagRemoved: 'L’étiquette a été retirée.',
  tagItems_one: '{{count}} image',
  tagItems_many: '{{count}} images',
  tagItems_other: '{{count}} images',
  manage: 'Ouvrir la galerie',
};

export default galleryFr;
