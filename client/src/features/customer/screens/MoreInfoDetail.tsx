import { Link } from 'wouter';
import { MsgBlacklist } from '../../../parts/MsgBlacklist';
import { CUSTOMER_STATUS, GENDER, ID_TYPE, IN_FORCE_STATUS, labelOf } from '../../../../../shared/domain/codes';
import { maskIdNumber } from '../../../../../shared/domain/mask';
import type { ScreenProps } from '../../../lib/screen';
import { AsyncView, Cell, Cells, Section, Tag, useParam, MissingParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { money, PhoneReveal, SimpleList, Stats, time } from '../components/parts';
import { ClaimRow, PolicyRow, QuotationRow } from '../components/tabs';
import { orgName } from '../../../../../shared/domain/organisations';
import { formatBirthday } from '../../../../../shared/domain/format';

// The customer's full base information from the customer-management calls (the BFF sends the
// ForCS variants for organisation 51000000): basic (mc/customerBasic), contact (mc/customerComm)
// and trading (mc/customerTrading: policies, claims, quotations).

export default function MoreInfoDetail(_props: ScreenProps) {
  const custId = useParam('custId');
  if (!custId) return <MissingParam what="客户信息" />;
  return <MoreInfo key={custId} custId={custId} />;
}

const WX_BIND: Readonly<Record<string, string>> = { '1': '已绑定', '0': '未绑定' };

function MoreInfo({ custId }: { custId: string }) {
  const basic = useCall('mc/customerBasic', { custId });
  const comm = useCall('mc/customerComm', { custId });
  const trading = useCall('mc/customerTrading', { custId });

  return (
    <div className="page cust">
      <Section title="基本信息">
        <AsyncView query={basic}>
          {(c) => (
            <Cells>
              <Cell label="姓名">{c.name}</Cell>
              <Cell label="性别">{labelOf(GENDER, c.gender)}</Cell>
              {/* Next to an ID number the BFF answers the year of birth only (the ID's hidden digits are the day). */}
              <Cell label="出生日期">{formatBirthday(c.birthday)}</Cell>
              <Cell label="年龄">{c.age === undefined ? undefined : `${c.age} 岁`}</Cell>
              <Cell label="证件类型">{labelOf(ID_TYPE, c.idType)}</Cell>
              <Cell label="证件号码">{c.idNumber ? maskIdNumber(c.idNumber) : undefined}</Cell>
              <Cell label="职业">{c.occupation}</Cell>
              <Cell label="客户状态">{labelOf(CUSTOMER_STATUS, c.customerStatus)}</Cell>
              <Cell label="在保状态">{labelOf(IN_FORCE_STATUS, c.inForceStatus)}</Cell>
              <Cell label="客户等级">{c.customerLevel ? `${c.customerLevel} 级` : undefined}</Cell>
              <Cell label="归属机构">{orgName(c.comCode)}</Cell>
            </Cells>
          )}
        </AsyncView>
      </Section>

      <Section title="联系信息">
        <AsyncView query={comm}>
          {(m) => (
            <Cells>
              <Cell label="手机号">
                <PhoneReveal custId={custId} masked={m.mobile} />
              </Cell>
              <Cell label="邮箱">{m.email}</Cell>
              <Cell label="地址">{m.address}</Cell>
              <Cell label="企业微信">{m.isWecomFriend ? <Tag kind="success">已添加</Tag> : <Tag>未添加</Tag>}</Cell>
              <Cell label="添加时间">{time(m.contactAddedAt)}</Cell>
              <Cell label="公众号">
                {m.wxBindStatus ? labelOf(WX_BIND, m.wxBindStatus) : undefined}
                {m.wxBindStatus !== '1' && (
                  <>
                    {' '}
                    <Link href={`/customer-info/official-account-binding?${new URLSearchParams({ custId })}`}>邀请绑定</Link>
                  </>
                )}
              </Cell>
            </Cells>
          )}
        </AsyncView>
      </Section>

      <AsyncView query={trading}>
        {(t) => (
          <>
            <Section title="交易信息">
              <Stats
                items={[
                  { label: '累计保费', value: money(t.totalPremium) },
                  { label: '保单', value: t.policies.length },
                  { label: '理赔', value: t.claims.length },
                  { label: '报价', value: t.quotations.length },
                ]}
              />
            </Section>
            <div className="cust-list-head">
              <h2 className="section__title">保单</h2>
            </div>
            <SimpleList items={t.policies} keyOf={(p) => p.policyNo} render={(p) => <PolicyRow p={p} />} emptyText="暂无保单" />
            <div className="cust-list-head">
              <h2 className="section__title">理赔</h2>
            </div>
            <SimpleList items={t.claims} keyOf={(c) => c.registNo} render={(c) => <ClaimRow c={c} />} emptyText="暂无理赔记录" />
            <div className="cust-list-head">
              <h2 className="section__title">报价单</h2>
            </div>
            <SimpleList items={t.quotations} keyOf={(q) => q.quotationNo} render={(q) => <QuotationRow q={q} />} emptyText="暂无报价单" />
          </>
        )}
      </AsyncView>
      <MsgBlacklist custId={custId} />
    </div>
  );
}
