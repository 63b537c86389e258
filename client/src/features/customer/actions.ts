import type { BarAction } from '../../ui';

// The customer pages' bottom action bar: what a staff member does next with this customer.
// 联系客户 opens the contact screen (the task's, when the page is about a task); 发送内容 and
// 客户关怀 open the content and care areas for this customer.

export function customerActions(custId: string, opts: { taskId?: string | undefined; detail?: boolean } = {}): BarAction[] {
  const forCustomer = new URLSearchParams({ custId }).toString();
  const contact = `/contact-customer?${new URLSearchParams({ ...(opts.taskId ? { taskId: opts.taskId } : {}), custId })}`;
  return [
    ...(opts.detail ? [{ label: '客户详情', href: `/customer-info/customerInfo-detail?${forCustomer}` }] : []),
    { label: '发送内容', href: `/news/articles?${forCustomer}` },
    { label: '客户关怀', href: `/custcare-msg/custcare-msg-query?${forCustomer}` },
    { label: '联系客户', href: contact, primary: true },
  ];
}
