// Sending to customers, one way everywhere (docs: README "Sending to customers"): into the current
// chat (sendToChat), or to chosen customers (CustomerPicker → a send job or the area's server call)
// with one progress view (SendProgress). Import from screen chunks only: never from the entry.
export type { OutMessage, SendTarget } from './types';
export { chatMessageOf, sendToChat } from './to-chat';
export { ChatSendNote, useCanSendToChat, type ChatSend } from './can-send';
export { CustomerPicker } from './CustomerPicker';
export { registerSender, startSendJob, useSendJob, useSendJobs, type SendJob } from './jobs';
export { SendProgress, type ProgressRow } from './SendProgress';
export { JobProgress } from './JobProgress';
export { useTaskRecord } from './wecom-task';
export { AwaitingConfirmation } from './AwaitingConfirmation';
export { TaskStatusTag } from './TaskStatusTag';
export { TaskProgress } from './TaskProgress';
