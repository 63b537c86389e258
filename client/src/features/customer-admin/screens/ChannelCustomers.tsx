import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import type { ScreenProps } from '../../../lib/screen';
import { formatTime } from '../../../../../shared/domain/format';
import { PagedList, Section, TextField, usePaged, useUrlState } from '../../../ui';
import { CustomerSummary, detailHref } from '../../../parts/customer';
import { loadChannelCustomers, type Channel, type ChannelCustomer } from '../api';

// My customers by channel: /client/tencent-add (企微添加: who added me on WeCom, newest first,
// with when) and /client/public-account (公众号: who follow the official account, latest visit
// first). Searched by name in the URL; each opens the customer.

const VARIANTS: Record<string, { channel: Channel; title: string; empty: string }> = {
  TencentAdd: { channel: 'wecom', title: '已添加企业微信的客户', empty: '还没有客户添加您的企业微信' },
  PublicAccount: { channel: 'officialAccount', title: '已绑定公众号的客户', empty: '您的客户中还没有人绑定公众号' },
};

export default function ChannelCustomers({ route }: ScreenProps) {
  const v = VARIANTS[route.name] ?? VARIANTS.TencentAdd!;
  const [q, setQ] = useUrlState('q');
  const [text, setText] = useState(q);
  const list = usePaged((pageNo, pageSize, signal) => loadChannelCustomers(v.channel, q, pageNo, pageSize, signal), [v.channel, q], 10, { pagesParam: 'pages' });
  const submit = (e: FormEvent) => {
    e.preventDefault();
    setQ(text.trim());
  };
  return (
    <div className="page cl-page">
      <Section title={v.title} extra={list.items.length > 0 && <span className="muted cl-note">共 {list.total} 位</span>}>
        <form className="cl-search" role="search" onSubmit={submit} noValidate>
          <TextField label="客户姓名" value={text} onValue={setText} placeholder="输入姓名查找" enterKeyHint="search" autoComplete="off" />
          <button type="submit" className="btn btn--primary">
            查找
          </button>
        </form>
        <PagedList
          state={list}
          label={v.title}
          emptyText={q ? '没有符合条件的客户' : v.empty}
          keyOf={(c) => c.custId}
          renderItem={(c) => <Row c={c} channel={v.channel} />}
        />
      </Section>
    </div>
  );
}

function Row({ c, channel }: { c: ChannelCustomer; channel: Channel }) {
  const when = channel === 'wecom' ? c.addTime : c.lastVisitTime;
  return (
    <Link href={detailHref(c.custId)} className="cl-row__main">
      <CustomerSummary customer={c} />
      <div className="cl-row__meta">
        {channel === 'wecom' ? '添加于' : '最近访问'} {when ? <time dateTime={when}>{formatTime(when, 'YYYY-MM-DD HH:mm')}</time> : channel === 'wecom' ? '—' : '暂无访问'}
      </div>
    </Link>
  );
}
