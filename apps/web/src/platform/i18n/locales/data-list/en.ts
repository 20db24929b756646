/**
 * English strings of the data list core (spec 02 sections 4.1 to 4.3, 4.9, 4.14, 5.2, 8): table
 * and grid, paging, columns, selection, bulk delete, row actions, new-data notice, image modal.
 * The other languages are typed from this.
 */
const dataListEn = {
  total: 'Total: {{total}}',
  totalEstimated: 'Total: about {{total}}',
  pageSize: 'Rows per page',
  perPage: '{{size}} / page',
  goToPage: 'Go to page',
  sortBy: 'Sort by {{label}}',
  select: 'Select',
  selectAll: 'Select all',
  selectRow: 'Select this row',
  selected: '{{count}} selected',
  actions: 'Actions',
  open: 'Open',
  panels: {
    filter: 'Filter',
    columns: 'Columns',
    scan: 'Scan',
  },
  layout: {
    table: 'Table view',
    grid: 'Grid view',
  },
  columns: {
    title: 'Data fields',
    atLeastOne: 'At least one data field must be displayed',
  },
  invalidFilter: 'Invalid filter value',
  bulkDelete: {
    button: 'Delete ({{count}})',
    title: 'Delete',
    confirm: 'Are you sure delete this item',
    ok: 'Delete',
    cancel: 'Cancel',
    refused: 'Not deleted: {{reason}}',
  },
  newData: {
    arrived_one: '{{count}} new item arrived',
    arrived_other: '{{count}} new items arrived',
    updated: 'Existing data was updated',
    loadNew: 'Load new',
  },
  notificationMode: {
    notice: 'Showing the items of a notification',
    showAll: 'Show all',
  },
  copy: {
    copy: 'Copy',
    copyId: 'Copy id',
    copied: 'Copied',
    error: 'Error',
  },
  card: {
    sort: 'Sort by',
    more: 'All fields',
  },
  processing: 'Processing...',
  boolean: {
    yes: 'Yes',
    no: 'No',
  },
  image: {
    open: 'Open the image',
    title: 'Image',
    main: 'Image',
    details: 'Detail images',
    printDesigns: 'Print designs',
    background: 'Background',
    backgrounds: {
      image: 'Image',
      black: 'Black',
      white: 'White',
      mockup: 'Mockup',
    },
  },
};

export default dataListEn;
