export { useForm, type Form, type Rule, type Rules } from './use-form';
