/** The print designs of an item (printer) and of a product (seller), in Arabic. */
const printDesignsAr = {
  size: '{{width}} × {{height}} بكسل',
  dpi: '{{dpi}} نقطة لكل بوصة',
  noDpi: 'لا توجد كثافة معلنة',
  download: 'تنزيل',
  downloadAll: 'تنزيل الكل (zip)',
  none: 'لا توجد تصاميم طباعة بعد.',
  order: 'الطلب',
  product: 'المنتج',
  code: 'رمز القسيمة',
  quantity_zero: '{{count}} وحدة',
  quantity_one: 'وحدة واحدة',
  quantity_two: 'وحدتان',
  quantity_few: '{{count}} وحدات',
  quantity_many: '{{count}} وحدة',
  quantity_other: '{{count}} وحدة',
};
export default printDesignsAr;
