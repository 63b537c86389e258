export { useForm } from './use-form';
