import { benchListRender } from './list-render';
console.log(await benchListRender(4102));
