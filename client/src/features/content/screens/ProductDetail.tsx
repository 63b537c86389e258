import { useState } from 'react';
import { ChatSendNote, sendToChat, useCanSendToChat } from '../../../lib/send';
import { toast } from '../../../lib/toast-store';
import { ActionBar } from '../../../ui/ActionBar';
import { AsyncView, Cell, Cells, Section, Tag, MissingParam, useParams } from '../../../ui';
import type { Distribute, Product } from '../api';
import { Cover, ScriptText } from '../components/parts';
import { useCall } from '../../../lib/query/use-call';

// 产品详情 (/product/detail?productId=&classId=, cached): the product, its insure link, and the
// marketing distributions that promote it (content about its insurance) with each target
// customer's send status; the product goes into the current chat as a link card.

const RESOURCE_LABEL: Record<string, string> = { news: '文章', poster: '海报', graphic: '图文' };

export default function ProductDetail() {
  const params = useParams();
  const productId = params.get('productId') ?? '';
  const classId = params.get('classId') ?? '';
  if (!productId) return <MissingParam what="产品" from="产品库" />;
  return <Detail productId={productId} classId={classId} />;
}

function Detail({ productId, classId }: { productId: string; classId: string }) {
  // The class's products, the one asked for found in them (null: none such).
  const products = useCall('queryProductList', { pageNo: 1, pageSize: 100, ...(classId ? { classId } : {}) }, { method: 'POST' });
  const product = { ...products, data: products.data && (products.data.list.find((x) => x.productId === productId) ?? null) };
  const p = product.data;
  const link = useCall('queryETInsureLink', { riskCode: p?.riskCode ?? '' }, { enabled: Boolean(p) });
  const url = link.data?.insureLink ?? p?.insureLink;
  const chat = useCanSendToChat();
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      toast.success('投保链接已复制');
    } catch {
      toast.error('复制失败，请长按链接手动复制');
    }
  };
  return (
    <div className="page ct">
      <section className="card" aria-label="产品">
        <AsyncView query={product} skeleton="profile" emptyText="产品不存在或已下架">
          {(d) => d && <Info p={d} insureLink={url} />}
        </AsyncView>
      </section>
      {p && <Marketing riskCode={p.riskCode} />}
      <ChatSendNote send={chat} />
      <ActionBar
        actions={[
          { label: '复制投保链接', disabled: !url, onClick: () => void copy() },
          {
            label: '发到当前会话',
            primary: true,
            disabled: !p || !url || !chat.can,
            onClick: () => p && url && void sendToChat({ kind: 'link', title: p.productName, desc: p.description, imgUrl: p.coverUrl, url }),
          },
        ]}
      />
    </div>
  );
}

function Info({ p, insureLink }: { p: Product; insureLink: string | undefined }) {
  return (
    <>
      <Cover src={p.coverUrl} wide />
      <h2 className="ct-title">{p.productName}</h2>
      <p>{p.description}</p>
      <Cells>
        <Cell label="险种代码">{p.riskCode}</Cell>
        <Cell label="产品分类">{p.className}</Cell>
        <Cell label="投保链接">
          {insureLink && (
            <a href={insureLink} target="_blank" rel="noopener noreferrer">
              打开投保页
            </a>
          )}
        </Cell>
      </Cells>
    </>
  );
}

function Marketing({ riskCode }: { riskCode: string }) {
  const list = useCall('queryMarketingDistribute', { pageNo: 1, pageSize: 50 }, { method: 'POST' });
  return (
    <Section title="营销推广">
      <AsyncView query={list} isEmpty={(d) => !d.list.some((x) => x.riskCodes.includes(riskCode))} emptyText="暂无推广本产品的营销任务">
        {(d) => (
          <ul className="ct-plain">
            {d.list
              .filter((x) => x.riskCodes.includes(riskCode))
              .map((x) => (
                <li key={x.distributeId}>
                  <DistributeItem d={x} />
                </li>
              ))}
          </ul>
        )}
      </AsyncView>
    </Section>
  );
}

function DistributeItem({ d }: { d: Distribute }) {
  const [open, setOpen] = useState(false);
  return (
    <div className="ct-dist">
      <button type="button" className="ct-dist__head" aria-expanded={open} onClick={() => setOpen(!open)}>
        <span>
          <strong>{d.title}</strong>
          <span className="ct-news__meta">
            <Tag kind={d.status === '0' ? 'success' : 'default'}>{d.status === '0' ? '进行中' : '已结束'}</Tag>
            <span>
              {RESOURCE_LABEL[d.resourceType] ?? d.resourceType}《{d.resourceTitle}》
            </span>
            <span>
              {d.startDate} 至 {d.endDate}
            </span>
            <span>
              已发送 {d.sentCount}/{d.targetCount}
            </span>
          </span>
        </span>
        <span aria-hidden="true">{open ? '▴' : '▾'}</span>
      </button>
      {open && <DistributeCustomers id={d.distributeId} />}
    </div>
  );
}

function DistributeCustomers({ id }: { id: string }) {
  const detail = useCall('queryMarketingDistributeDetail', { distributeId: id }, { method: 'POST' });
  return (
    <AsyncView query={detail}>
      {(d) => (
        <div className="ct-dist__body">
          <p className="ct-patter__text">
            推荐话术：<ScriptText text={d.content} />
          </p>
          <ul className="ct-plain" aria-label="目标客户">
            {d.customers.map((c) => (
              <li key={c.custId} className="ct-risk">
                <span>{c.custName}</span>
                <Tag kind={c.sendFlag === '1' ? 'success' : 'warning'}>{c.sendFlag === '1' ? '已发送' : '未发送'}</Tag>
              </li>
            ))}
          </ul>
        </div>
      )}
    </AsyncView>
  );
}
