import { useState } from 'react';
import { Link } from 'wouter';
import { ApiError } from '../../../lib/api/errors';
import { findCustomer, type Customer } from '../api';
import { AsyncView, Cell, Cells, Section, useUrlState } from '../../../ui';
import { currentExternalContact } from '../../../lib/wecom';
import { CustomerSummary, detailHref } from '../../../parts/customer';
import { PolicyRows } from '../../../parts/policy';
import { useCall, useLoad } from '../../../lib/query/use-call';

// 微信客服 (/wechat/wechat-customer-service, cached): serving the customer of the chat the page was
// opened from. The customer is found by the chat's external contact (WeCom's
// getCurExternalContact, the stand-in outside WeCom) or by ?unionId= from the official account;
// then who they are (masked) and their policies, each opening its details for the chat.

export default function CustomerService() {
  const [unionId] = useUrlState('unionId');
  // The chat's contact is asked once per visit (the page is cached: back keeps it).
  const [contact, setContact] = useState<string | null | undefined>(undefined);
  const who = useLoad<Customer>(
    ['findCustomer', unionId],
    async (signal) => {
      if (unionId) return findCustomer({ unionId }, signal);
      const externalUserId = contact ?? (await currentExternalContact()) ?? null;
      setContact(externalUserId);
      if (!externalUserId) throw new ApiError(400, 'NO_CONTACT', '未获取到当前会话的客户，请在与客户的聊天中打开本页面');
      return findCustomer({ externalUserId }, signal);
    },
  );
  return (
    <div className="page">
      <Section title="当前客户">
        <AsyncView query={who} skeleton="profile">
          {(c) => (
            <>
              <Link href={detailHref(c.custId)} className="hm-link">
                <CustomerSummary customer={c} />
              </Link>
              <Cells>
                <Cell label="绑定员工">{c.bindUserName ?? (c.bindUserCode ? c.bindUserCode : '未绑定')}</Cell>
              </Cells>
            </>
          )}
        </AsyncView>
      </Section>
      {who.data ? <CustomerPolicies custId={who.data.custId} /> : null}
    </div>
  );
}

function CustomerPolicies({ custId }: { custId: string }) {
  const policies = useCall('queryCustomerPolicy', { custId, pageNo: 1, pageSize: 20 });
  return (
    <Section title="客户保单">
      <AsyncView query={policies} isEmpty={(p) => p.list.length === 0} emptyText="该客户暂无保单">
        {(p) => <PolicyRows list={p.list} label="客户保单" hrefOf={(policy) => `/wechat/policyDetails?${new URLSearchParams({ policyNo: policy.policyNo }).toString()}`} />}
      </AsyncView>
    </Section>
  );
}
