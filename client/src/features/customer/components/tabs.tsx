import { CARE_MSG_TYPE, IN_FORCE_STATUS, labelOf, type CareMsgType } from '../../../../../shared/domain/codes';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';
import { AsyncView, Cell, Cells, PagedList, Tag, usePaged } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import {
  complaintPages,
  policyPages,
  reminderPages,
  type Claim,
  type Complaint,
  type Policy,
  type Quotation,
  type Reminder,
  type Vehicle,
} from '../api';
import { date, Kv, money, MoreLink, Row, SimpleList, Stats, time } from './parts';

// The panels of the customer 360's tabs. Each loads its own calls when shown (and again when a
// cached page is shown again: see use-kept-paged.ts), with the loading, empty and error states.

const enc = encodeURIComponent;

export function PolicyRow({ p }: { p: Policy }) {
  return (
    <Row
      href={`/customer-info/PolicyDetail?policyNo=${enc(p.policyNo)}`}
      title={p.riskName}
      tag={<Tag kind={p.inForceStatus === '1' ? 'success' : 'default'}>{labelOf(IN_FORCE_STATUS, p.inForceStatus)}</Tag>}
    >
      <Kv k="保单号">{p.policyNo}</Kv>
      {p.licenseNo && <Kv k="车牌">{p.licenseNo}</Kv>}
      <Kv k="保险期间">
        {date(p.startDate)} 至 {date(p.endDate)}
      </Kv>
      <Kv k="保费">{money(p.premium)}</Kv>
    </Row>
  );
}

export function VehicleRow({ v }: { v: Vehicle }) {
  return (
    <Row title={v.licenseNo} tag={v.newEnergy ? <Tag kind="success">新能源</Tag> : undefined}>
      <Kv k="品牌型号">{[v.brandName, v.modelName].filter(Boolean).join(' ')}</Kv>
      <Kv k="车架号">{v.frameNo}</Kv>
      <Kv k="初登日期">{date(v.registerDate)}</Kv>
      <Kv k="年检到期">{date(v.inspectionDueDate)}</Kv>
    </Row>
  );
}

export function QuotationRow({ q }: { q: Quotation }) {
  return (
    <Row href={`/customer-info/share-quote-page?quotationNo=${enc(q.quotationNo)}`} title={`报价单 ${q.quotationNo}`} tag={q.statusName ? <Tag kind="info">{q.statusName}</Tag> : undefined}>
      {q.licenseNo && <Kv k="车牌">{q.licenseNo}</Kv>}
      <Kv k="报价保费">{money(q.premium)}</Kv>
      <Kv k="报价时间">{time(q.createdAt)}</Kv>
    </Row>
  );
}

export function ClaimRow({ c }: { c: Claim }) {
  return (
    <Row href={`/customer-info/claim-schedule?registNo=${enc(c.registNo)}`} title={`报案号 ${c.registNo}`} tag={c.statusName ? <Tag kind={c.statusName === '已结案' ? 'success' : 'warning'}>{c.statusName}</Tag> : undefined}>
      {c.licenseNo && <Kv k="车牌">{c.licenseNo}</Kv>}
      <Kv k="出险时间">{time(c.accidentDate)}</Kv>
      <Kv k="出险地点">{c.accidentPlace}</Kv>
      <Kv k="估损金额">{money(c.estimateAmount)}</Kv>
      <Kv k="赔付金额">{money(c.paidAmount)}</Kv>
    </Row>
  );
}

/** Reminder types (the catalogue's remindType; the spec has no table for them). */
const REMIND_TYPE: Readonly<Record<string, string>> = { renewal: '续保', inspection: '年检', birthday: '生日', licence: '驾照' };

/** Reminders that have a care message kind (spec 000 §3 care message type): their send action opens it. */
const CARE_KIND_OF: Readonly<Record<string, CareMsgType>> = { birthday: '0', inspection: '1' };

function ReminderRow({ r, custId }: { r: Reminder; custId: string }) {
  const kind = CARE_KIND_OF[r.remindType];
  const care = kind ? `/custcare-msg/custcare-msg-query?custId=${enc(custId)}&msgType=${kind}&sendFlag=0` : null;
  return (
    <Row title={r.content || labelOf(REMIND_TYPE, r.remindType)} tag={<Tag kind="info">{labelOf(REMIND_TYPE, r.remindType, r.remindTypeName ?? '提醒')}</Tag>}>
      <Kv k="提醒日期">{date(r.remindDate)}</Kv>
      {r.licenseNo && <Kv k="车牌">{r.licenseNo}</Kv>}
      {r.policyNo && <Kv k="保单号">{r.policyNo}</Kv>}
      {care && kind && <MoreLink href={care}>发送{CARE_MSG_TYPE[kind]}</MoreLink>}
    </Row>
  );
}

function ComplaintRow({ c }: { c: Complaint }) {
  return (
    <Row title={c.complaintType || '投诉'} tag={c.statusName ? <Tag kind={c.status === '2' ? 'success' : 'warning'}>{c.statusName}</Tag> : undefined}>
      <Kv k="投诉单号">{c.complaintNo}</Kv>
      {c.content && <Kv k="内容">{c.content}</Kv>}
      <Kv k="投诉时间">{time(c.createdAt)}</Kv>
      {c.handledAt && <Kv k="处理时间">{time(c.handledAt)}</Kv>}
    </Row>
  );
}

export function PoliciesPanel({ custId }: { custId: string }) {
  const summary = useCall('weixinPlysumSearch', { custId });
  const list = usePaged(policyPages(custId), [custId]);
  return (
    <>
      <section className="card" aria-label="保单概况">
        <div className="section__head">
          <h2 className="section__title">保单概况</h2>
          <MoreLink href={`/customer-info/more-policy-info?custId=${enc(custId)}`}>保单信息</MoreLink>
        </div>
        <AsyncView query={summary}>
          {(s) => (
            <>
              <Stats
                items={[
                  { label: '保单', value: s.policyCount },
                  { label: '在保', value: s.inForceCount },
                  { label: '车险/非车', value: `${s.vehicleCount}/${s.nonVehicleCount}` },
                  { label: '累计保费', value: money(s.totalPremium) },
                ]}
              />
              {s.byRisk.length > 0 && (
                <div className="cust-tags cust-tags--wrap">
                  {s.byRisk.map((r) => (
                    <Tag key={r.riskCode}>
                      {r.riskName} {r.count} 件 {money(r.premium)}
                    </Tag>
                  ))}
                </div>
              )}
              <MoreLink href={`/customer-info/product-all?custId=${enc(custId)}`}>可推荐的产品</MoreLink>
            </>
          )}
        </AsyncView>
      </section>
      <div className="cust-list-head">
        <h2 className="section__title">保单明细</h2>
        <MoreLink href={`/customer-info/policy-list?custId=${enc(custId)}`}>保单列表</MoreLink>
      </div>
      <PagedList state={list} label="保单明细" keyOf={(p) => p.policyNo} renderItem={(p) => <PolicyRow p={p} />} emptyText="暂无保单" />
    </>
  );
}

export function VehiclesPanel({ custId }: { custId: string }) {
  const vehicles = useCall('weixinCarBaseInfoSearch', { custId });
  const trading = useCall('mc/customerTrading', { custId });
  return (
    <>
      <div className="cust-list-head">
        <h2 className="section__title">车辆</h2>
      </div>
      <AsyncView query={vehicles}>{(v) => <SimpleList items={v.list} keyOf={(x) => x.frameNo} render={(x) => <VehicleRow v={x} />} emptyText="暂无车辆" />}</AsyncView>
      <div className="cust-list-head">
        <h2 className="section__title">报价单</h2>
      </div>
      <AsyncView query={trading}>{(t) => <SimpleList items={t.quotations} keyOf={(q) => q.quotationNo} render={(q) => <QuotationRow q={q} />} emptyText="暂无报价单" />}</AsyncView>
    </>
  );
}

export function ClaimsPanel({ custId }: { custId: string }) {
  const trading = useCall('mc/customerTrading', { custId });
  return (
    <>
      <div className="cust-list-head">
        <h2 className="section__title">理赔记录</h2>
        <MoreLink href={`/customer-info/more-claim-info?custId=${enc(custId)}`}>理赔信息</MoreLink>
      </div>
      <AsyncView query={trading}>{(t) => <SimpleList items={t.claims} keyOf={(c) => c.registNo} render={(c) => <ClaimRow c={c} />} emptyText="暂无理赔记录" />}</AsyncView>
    </>
  );
}

export function RemindersPanel({ custId }: { custId: string }) {
  // custId only: the BFF fills encryptCustIdAndUserCode (spec 001 §5).
  const list = usePaged(reminderPages(custId), [custId]);
  return <PagedList state={list} label="提醒" keyOf={(r) => r.remindId} renderItem={(r) => <ReminderRow r={r} custId={custId} />} emptyText="暂无提醒" />;
}

export function ComplaintsPanel({ custId }: { custId: string }) {
  const list = usePaged(complaintPages(custId), [custId]);
  return <PagedList state={list} label="投诉" keyOf={(c) => c.complaintNo} renderItem={(c) => <ComplaintRow c={c} />} emptyText="暂无投诉记录" />;
}

export function ContactPanel({ custId }: { custId: string }) {
  const contact = useCall('queryWxContactInfo', { custId });
  return (
    <section className="card" aria-label="联系信息">
      <AsyncView query={contact}>
        {(c) => (
          <Cells>
            <Cell label="企业微信">{c.isFriend ? <Tag kind="success">已添加</Tag> : <Tag>未添加</Tag>}</Cell>
            <Cell label="添加时间">{time(c.addTime)}</Cell>
            <Cell label="备注">{c.remark}</Cell>
            <Cell label="归属员工">{c.userCode ? maskEmployeeCode(c.userCode) : '未绑定'}</Cell>
          </Cells>
        )}
      </AsyncView>
    </section>
  );
}
