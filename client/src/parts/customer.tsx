import { CUSTOMER_STATUS, FOLLOW_STATUS, GENDER, labelOf } from '../../../shared/domain/codes';
import { maskIdNumber, maskPhone } from '../../../shared/domain/mask';
import { Tag } from '../ui';
import type { AnswerOf } from '../lib/api/names';

type CustomerHit = AnswerOf<'weixinCustMainQuery'>['lists'][number];
type Task = NonNullable<AnswerOf<'wf/queryClientInfo'>['task']>;

// Pieces the home screens share: a customer's one-line summary, the follow-up status tag and
// the contact screen a task opens.

type TagKind = 'default' | 'success' | 'warning' | 'danger' | 'info';

const FOLLOW_KIND: Record<string, TagKind> = { '0': 'warning', mu001: 'info', mu002: 'success', mu003: 'danger' };

export function FollowTag({ status }: { status: string | null | undefined }) {
  return <Tag kind={FOLLOW_KIND[status ?? ''] ?? 'default'}>{labelOf(FOLLOW_STATUS, status)}</Tag>;
}

const STATUS_KIND: Record<string, TagKind> = { '01': 'success', '02': 'info', '03': 'warning' };

export function CustomerStatusTag({ status }: { status: string | undefined }) {
  if (!status) return null;
  return <Tag kind={STATUS_KIND[status] ?? 'default'}>{labelOf(CUSTOMER_STATUS, status)}</Tag>;
}

/** Name, gender, status, then masked mobile and ID number, and the first plate. PII is masked here whatever the upstream sent. */
export function CustomerSummary({ customer }: { customer: Pick<CustomerHit, 'name' | 'gender' | 'customerStatus' | 'mobile' | 'idNumber'> & { licenseNo?: string | null } }) {
  const gender = labelOf(GENDER, customer.gender, '');
  return (
    <div className="hm-cust">
      <div className="hm-cust__head">
        <span className="hm-cust__name">{customer.name}</span>
        {gender && gender !== '未知' && gender !== '未说明' && <span className="muted">{gender}</span>}
        <CustomerStatusTag status={customer.customerStatus} />
      </div>
      <div className="hm-cust__meta">
        {customer.mobile && <span>手机 {maskPhone(customer.mobile)}</span>}
        {customer.licenseNo && <span>车牌 {customer.licenseNo}</span>}
        {customer.idNumber && <span>证件 {maskIdNumber(customer.idNumber)}</span>}
      </div>
    </div>
  );
}

/** The contact screen for a task: non-vehicle tasks, payment notices, or the ordinary one. */
export function contactHref(task: Pick<Task, 'taskId' | 'custId' | 'taskType' | 'pushSource'>): string {
  const path =
    task.taskType === '6' || task.taskType === '7'
      ? '/nonvehicle-contact-customer'
      : task.pushSource === 'kafkaPayment'
        ? '/kafka-contact-customer'
        : '/contact-customer';
  return `${path}?${new URLSearchParams({ taskId: task.taskId, custId: task.custId }).toString()}`;
}

export const detailHref = (custId: string) => `/customer-info/customerInfo-detail?${new URLSearchParams({ custId }).toString()}`;
