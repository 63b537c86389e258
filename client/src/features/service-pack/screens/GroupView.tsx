import { Link } from 'wouter';
import { PACK_TYPE } from '../../../../../shared/domain/service-codes';
import { AsyncView, Cell, Cells, CodeLabel, Money, Section, useParam, MissingParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { packHref } from '../../../parts/service-kind';
import { statusTag } from '../../../parts/service-pack';

// 查看分组码 / 查看非车分组码 (?groupCode=): the grouping code, the pack its customers get, its rule
// in words with the chosen models, and how many of the organisation's customers it takes in now.

export default function GroupView() {
  const groupCode = useParam('groupCode');
  if (!groupCode) return <MissingParam what="客户分组码" from="服务包管理" />;
  return <Group key={groupCode} groupCode={groupCode} />;
}

function Group({ groupCode }: { groupCode: string }) {
  const group = useCall('servicePack/queryGroupingCodeDetail', { groupCode });
  return (
    <div className="page">
      <Section title="客户分组码" extra={group.data && statusTag(group.data.status)}>
        <AsyncView query={group} skeleton="profile">
          {(g) => (
            <Cells>
              <Cell label="名称">{g.groupName}</Cell>
              <Cell label="分组码">{g.groupCode}</Cell>
              <Cell label="客户类型">
                <CodeLabel table={PACK_TYPE} code={g.packType} />
              </Cell>
              <Cell label="服务包">
                <Link href={packHref({ packCode: g.packCode, packType: g.packType })}>{g.packName}</Link>
              </Cell>
              <Cell label="规则">{g.ruleText}</Cell>
              <Cell label="符合客户">{g.customerCount} 人</Cell>
              <Cell label="创建">
                {g.creatorName} · {g.createTime}
              </Cell>
            </Cells>
          )}
        </AsyncView>
      </Section>
      {group.data && group.data.models.length > 0 && (
        <Section title={`车型（${group.data.models.length}）`}>
          <ul className="svc-items">
            {group.data.models.map((m) => (
              <li key={m.modelCode} className="svc-item">
                <span className="svc-item__main">
                  <span className="svc-item__name">
                    {m.brandName} {m.modelName}
                  </span>
                  <span className="svc-item__desc">
                    {m.modelCode} · {m.vehicleType}
                  </span>
                </span>
                <span className="svc-item__end">
                  <Money value={m.price} />
                </span>
              </li>
            ))}
          </ul>
        </Section>
      )}
    </div>
  );
}
