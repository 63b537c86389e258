export { Column, PickerPopup, PickerShell } from './Picker';
