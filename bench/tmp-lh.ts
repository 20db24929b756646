import { benchLighthouse } from './lighthouse';
console.log(await benchLighthouse(4101));
