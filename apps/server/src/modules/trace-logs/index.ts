export { writeTrace } from './write';
