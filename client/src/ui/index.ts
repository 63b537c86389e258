// The screen pattern: data loading, states, lists, detail building blocks, forms and actions.
export type { QueryState } from '../lib/query/use-call';
export { usePaged, type Page, type PagedState } from './use-paged';
export { AsyncView, Empty, Failed, Loading } from './States';
export { PagedList } from './PagedList';
export { Cell, Cells, CodeLabel, Section, Tag } from './Cells';
export { confirm, ConfirmHost } from './confirm';
export { runAction, type ActionOptions } from './action';
export { Field, TextField } from './Field';
export { errorText, SERVICE_UNAVAILABLE } from './error-text';
export { useParam, useParams, useUrlChoice, useUrlState } from '../lib/url-state';
export { MissingParam } from './MissingParam';
export { useStateFrom } from './use-state-from';
export { Skeleton, type SkeletonShape } from './Skeleton';
export { Money, money, NO_VALUE } from './format';
export { dayWord, When } from './When';
export { DateTimeField, formatPicked } from './DateTimePicker';
export { PickerField, type PickerOption } from './OptionPicker';
export { ActionBar, type BarAction } from './ActionBar';
export { ProgressBar } from './ProgressBar';
export { Segments } from './Segments';
export { SearchBox, type SearchBoxProps } from './SearchBox';
export { Stepper } from './Stepper';
// The kit's components, one folder each.
export { Popup } from './popup';
export { panelId, TabList, Tabs, tabId, type TabOption } from './tabs';
export { useForm, type Form } from './form';
