/** The print designs of an item (printer) and of a product (seller), in Chinese. */
const printDesignsZh = {
  size: '{{width}} × {{height}} 像素',
  dpi: '{{dpi}} dpi',
  noDpi: '未声明分辨率',
  replaced: '为此商品上传',
  download: '下载',
  downloadAll: '全部下载（zip）',
  none: '暂无印刷设计。',
  order: '订单',
  product: '产品',
  code: '装箱单编码',
  quantity_one: '{{count}} 件',
  quantity_other: '{{count}} 件',
  upload: {
    title: '上传印刷设计',
    hint: '每个文件替换一个商品在一个印刷位置的设计；文件名为 <装箱单编码>-<印刷位置>（最多 {{max}} 个文件），与下载时的命名相同，例如',
    files: '设计文件（PNG 或 JPEG）',
    placeholder: '选择文件',
    start: '上传',
    replaced_one: '已替换 {{count}} 个设计',
    replaced_other: '已替换 {{count}} 个设计',
    refused_one: '{{count}} 个文件被拒绝',
    refused_other: '{{count}} 个文件被拒绝',
  },
};
export default printDesignsZh;
