import { toast } from '../../../lib/toast-store';
import { ActionBar, Section, useParam } from '../../../ui';
import { BadLink, safeHref } from '../components/parts';

// 外部链接 (/home/external-link?url=&title=, staff): a page outside the app (an insure
// page, a partner's service) opened from a tool link — what it is and where it leads before the
// staff member leaves the app; open it or copy the link to send. Only http(s) links are opened.

export default function ExternalLink() {
  const href = safeHref(useParam('url'));
  const title = useParam('title');
  if (!href) return <BadLink reason="链接无效：只能打开 http 或 https 开头的地址" />;
  const host = new URL(href).host;
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(href);
      toast.success('链接已复制');
    } catch {
      toast.error('复制失败，请长按链接手动复制');
    }
  };
  return (
    <div className="page">
      <Section title={title || '外部页面'}>
        <p className="muted">即将离开本应用，打开 {host} 的页面。请确认来源可信后再继续。</p>
        <p className="ps-link">{href}</p>
      </Section>
      <ActionBar
        actions={[
          { label: '复制链接', onClick: () => void copy() },
          { label: '打开', primary: true, onClick: () => window.location.assign(href) },
        ]}
      />
    </div>
  );
}
