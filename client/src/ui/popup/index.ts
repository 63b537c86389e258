export { Popup } from './Popup';
