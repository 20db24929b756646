import type { Messages } from '../en';
import type cartsEn from './en';

const cartsZh: Messages<typeof cartsEn> = {
  start: {
    title: '开始拣货车',
    next: '接下来的订单',
    nextHint: '有待拣单位的最早订单，每单一个格子（最多 {{max}} 个）',
    submit: '开始拣货车',
  },
  open: {
    title: '进行中的拣货车',
    empty: '没有进行中的拣货车。在此开始一个，或在待拣列表中选择商品放上拣货车。',
    bins: '格子：{{number}}',
    progress: '已拣 {{picked}} / {{units}}',
    resume: '继续',
  },
  scan: {
    label: '扫描单位',
    placeholder: '扫描装箱单',
    submit: '扫描',
  },
  answer: {
    empty: '扫描一个单位：这里显示它应放入的格子。',
    bin: '格子 {{bin}}',
    goesInto: '单位 {{unit}} 放入格子 {{bin}}',
    full: '单位 {{unit}} 放入格子 {{bin}}：格子已满，订单已齐',
    short: '单位 {{unit}} 缺货：等待库存，不要放入格子 {{bin}}',
    progress: '此格子 {{picked}} / {{units}} 个单位',
    done: '所有单位已扫描：请关闭拣货车',
  },
  bins: {
    title: '格子',
    full: '已满',
    order: '订单',
  },
  walk: {
    title: '拣货路线',
    noArea: '无存储区域',
    states: {
      PLANNED: '待拣',
      PICKED: '已入格',
      SHORT: '等待库存',
      RELEASED: '已释放',
    },
  },
  close: {
    button: '关闭拣货车',
    title: '关闭此拣货车？',
    message: '未拣的单位将回到待拣列表。',
    closed: '此拣货车已关闭。',
  },
  toPick: {
    walkOrder: '路线顺序',
    putOnCart: '放上拣货车',
    carts: '拣货车拣货',
    storageArea: '存储区域',
  },
};

export default cartsZh;
