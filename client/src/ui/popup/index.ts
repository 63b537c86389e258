export { Popup, type PopupProps } from './Popup';
export { focusables, useModal, type ModalOptions } from './use-modal';
