export { useForm, type Form } from './use-form';
