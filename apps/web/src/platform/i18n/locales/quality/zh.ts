import type { Messages } from '../en';
import type qualityEn from './en';

const qualityZh: Messages<typeof qualityEn> = {
  intro:
    '扫描已完成单件的装箱单（或输入其编码和数量序号），然后放行至发货或填写原因退回。成品照片会保存在该订单项上。',
  code: '装箱单编码',
  codePlaceholder: 'K7Q2M9XW4R_1',
  passed: '通过',
  returned: '退回',
  reason: '退回原因',
  noStaff: '请先让员工签到',
  passDone: '{{title}} #{{index}} 已通过：{{from}} → {{to}}',
  returnDone: '{{title}} #{{index}} 已退回：{{from}} → {{to}}',
  photos: '成品照片',
  noItem: '请先检查一个单件再添加照片。',
};

export default qualityZh;
