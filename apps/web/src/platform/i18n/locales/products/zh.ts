import type { Messages } from '../en';
import type productsEn from './en';

const productsZh: Messages<typeof productsEn> = {
  create: '新建产品',
  saved: '产品已保存',
  fields: {
    image: '图片',
    title: '标题',
    code: '编码',
    sku: 'SKU',
    productType: '产品类型',
    seller: '卖家',
    status: '状态',
    description: '描述',
    designDescription: '设计说明',
    createdAt: '创建时间',
  },
  designs: {
    title: '印刷设计',
    artWork: '至少 {{width}} × {{height}} 像素',
    chosen: '{{name}} · {{width}} × {{height}} 像素 · {{dpi}} dpi',
    none: '尚无设计',
    upload: '上传设计',
    replace: '替换设计',
  },
  mockup: {
    title: '自动生成的效果图',
    hint: '您的设计在产品类型效果图上的呈现，{{width}} × {{height}} 像素。设计更改后会重新生成。',
    download: '下载效果图',
  },
  activate: '启用',
  inactivate: '停用',
  activateText: '启用产品 {{title}}？',
  inactivateText: '停用产品 {{title}}？卖家将无法再下单该产品。',
  statusChanged: '状态已更改',
  scan: {
    label: '产品编码',
    placeholder: '输入或扫描编码',
    find: '查找',
  },
};

export default productsZh;
