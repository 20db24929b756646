import type { Messages } from '../en';
import type appTypesEn from './en';

/** 应用类型页面 (/a/app-types)，中文。 */
const appTypesZh: Messages<typeof appTypesEn> = {
  intro:
    '应用在业务使用自有措辞的地方（原因、来源等）读取的选项列表。类型的键和选项的值由记录保存；标签是给人看的文字。',
  create: '新建应用类型',
  createTitle: '新建应用类型',
  createHint: '一次创建一个或多个类型：要么全部创建，要么都不创建。',
  addRow: '再添加一个类型',
  removeRow: '移除此类型',
  key: '键',
  keyHint: '大写字母加下划线，例如 RETURN_REASON。之后不可更改。',
  name: '名称',
  description: '描述',
  status: '状态',
  statuses: { ACTIVE: '启用', INACTIVE: '停用' },
  options: '选项',
  noOptions: '还没有选项。',
  empty: '还没有应用类型。请创建第一个。',
  editOptions: '编辑选项',
  editOptionsTitle: '{{name}} 的选项',
  editDetails: '编辑',
  editDetailsTitle: '编辑 {{name}}',
  value: '值',
  label: '标签',
  active: '启用',
  addOption: '添加选项',
  removeOption: '移除选项',
  moveUp: '上移',
  moveDown: '下移',
  save: '保存',
  cancel: '取消',
  created: '已创建应用类型：{{n}}。',
  saved: '已保存。',
  deactivate: '停用',
  activate: '启用',
  deactivateTitle: '停用 {{name}}？',
  deactivateMessage: '应用将不再提供其选项；已保存某个选项的记录会保留它。之后可以再次启用。',
  delete: '删除',
  deleteTitle: '删除 {{name}}？',
  deleteMessage: '类型 {{key}} 及其 {{n}} 个选项将被永久删除。读取它的页面会改用内置措辞。',
  deleted: '已删除。',
  readOnly: '您可以查看应用类型；修改需要设置更新权限。',
};

export default appTypesZh;
