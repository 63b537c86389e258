import { Link } from 'wouter';
import { ActionBar, PagedList, Segments, When, usePaged, useUrlChoice } from '../../../ui';
import { loadWeComCustomers, type ChannelCustomer } from '../api';
import { chinaTime } from '../../../../../shared/domain/format';

// 企微添加提醒 (/custcare-msg/wechat-add): the customers who added the staff member on WeCom in the
// last 7 or 30 days (mc/queryChannelCust, newest first), each to be greeted, bound and remarked on
// the add-customer page (/customer-message). Everyone who ever added them: /client/tencent-add.

const WINDOWS = ['7', '30'] as const;

export default function WechatAdd() {
  const [within, setWithin] = useUrlChoice<(typeof WINDOWS)[number]>('within', WINDOWS, '7');
  // Upstream times are China time: compared as such, whatever the device's zone.
  const since = chinaTime(Date.now() - Number(within) * 86_400_000);
  const recent = (c: ChannelCustomer) => c.addTime !== null && c.addTime !== undefined && String(c.addTime) >= since;
  const list = usePaged(
    async (pageNo, pageSize, signal) => {
      const page = await loadWeComCustomers('', pageNo, pageSize, signal);
      // Newest first: the window ends within the first pages.
      const kept = page.list.filter(recent);
      return { list: kept, total: kept.length < page.list.length ? (pageNo - 1) * pageSize + kept.length : page.total };
    },
    [within],
    20,
    { pagesParam: 'pages' },
  );
  return (
    <div className="page care">
      <Segments label="添加时间" value={within} options={WINDOWS.map((w) => ({ value: w, label: `近${w}天` }))} onChange={setWithin} />
      <PagedList
        state={list}
        label="新添加的客户"
        emptyText={`近${within}天没有新添加的客户`}
        keyOf={(c) => c.custId}
        renderItem={(c) => (
          <Link href={`/customer-message?${new URLSearchParams({ custId: c.custId })}`} className="care-item" aria-label={`${c.name} 去跟进`}>
            <span className="care-item__head">
              <strong>{c.name}</strong>
              <span className="muted">添加于 <When value={c.addTime} kind="at" /></span>
            </span>
            <span className="care-item__foot muted">发送欢迎语、核对绑定、填写备注 ›</span>
          </Link>
        )}
      />
      <ActionBar actions={[{ label: '全部企微客户', href: '/client/tencent-add' }]} />
    </div>
  );
}
