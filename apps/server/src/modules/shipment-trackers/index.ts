export { shipmentTrackers } from './tables';
