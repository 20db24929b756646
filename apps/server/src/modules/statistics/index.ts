export { linkSaleCode } from './salesmen';
