/** The print designs of an item (printer) and of a product (seller), in Chinese. */
const printDesignsZh = {
  size: '{{width}} × {{height}} 像素',
  dpi: '{{dpi}} dpi',
  noDpi: '未声明分辨率',
  download: '下载',
  downloadAll: '全部下载（zip）',
  none: '暂无印刷设计。',
  order: '订单',
  product: '产品',
  code: '装箱单编码',
  quantity_one: '{{count}} 件',
  quantity_other: '{{count}} 件',
};
export default printDesignsZh;
