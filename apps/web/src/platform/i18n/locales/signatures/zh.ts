import type { Messages } from '../en';
import type signaturesEn from './en';

const signaturesZh: Messages<typeof signaturesEn> = {
  current: '当前签名',
  none: '尚无签名：装箱单将不带签名打印。',
  size: '{{width}} × {{height}} 像素，{{dpi}} dpi',
  hint: 'PNG 或 JPEG 图片，最大 5 MB。装箱单按其宽度的 1.6 倍绘制。',
  choose: '选择图片',
  upload: '上传',
  replace: '替换',
  uploaded: '签名已保存',
  delete: '删除',
  deleteTitle: '删除签名？',
  deleteText: '此后打印的装箱单将不带签名。',
  deleted: '签名已删除',
  preview: '{{name}} 的签名',
  view: '查看',
  setForSeller: '设置签名',
  seller: '卖家',
  sellerHint: '输入电子邮件地址或姓名',
  fields: {
    sellerEmail: '卖家邮箱',
    sellerName: '卖家',
    fileName: '文件',
    uploadSize: '尺寸（宽|高|dpi）',
    updatedAt: '更新时间',
  },
  settings: {
    size: '页面尺寸',
    sizeHint:
      '以点为单位的 宽|高|dpi，例如 4 × 6 英寸标签为 1200|1800|300；留空则使用默认的 1200 × 1800',
    creators: '指定创建者',
    creatorsHint: '最多四个卖家，其装箱单显示为绿色（TikTok 订单为红色）',
    save: '保存',
    saved: '装箱单设置已保存',
  },
};

export default signaturesZh;
