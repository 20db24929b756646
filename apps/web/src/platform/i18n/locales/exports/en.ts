/** The export menu of data lists (XLSX and CSV files made by a background job), in English. */
const exportsEn = {
  button: 'Export',
  running: 'Exporting… {{percent}}%',
  format: 'File format',
  formats: {
    xlsx: 'Excel (XLSX)',
    csv: 'CSV',
  },
  rows: 'Rows to export',
  scopes: {
    ALL_ITEMS: 'All items',
    BY_DATE: 'By date…',
    CURRENT_PAGE: 'Current page',
    MATCHED_FILTER: 'Items matching the filters',
    SELECTED_ITEMS: 'Selected items ({{count}})',
  },
  byDate: {
    title: 'Export by date',
    hint: 'Rows created from the first date to the last, in your time zone.',
    startDate: 'From',
    endDate: 'To',
    order: 'The first date must not come after the last',
    cancel: 'Cancel',
    submit: 'Export',
  },
  progress: {
    title: 'Export',
    pending: 'Waiting for its turn…',
    processing: 'Rows exported: {{done}} of {{total}}',
    finished_one: '{{count}} row exported to {{fileName}}',
    finished_other: '{{count}} rows exported to {{fileName}}',
    failed: 'The export failed: {{error}}',
    download: 'Download',
    close: 'Close',
  },
};

export default exportsEn;
