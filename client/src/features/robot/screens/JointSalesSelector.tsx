import { useState } from 'react';
import type { ScreenProps } from '../../../lib/screen';
import { returnPath, returnWith } from '../../../lib/navigation/return-to';
import { ActionBar, AsyncView, Section, useUrlState, SearchBox, useParams } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { JOINT_CHANNELS } from '../joint-channels';
import { NoChat } from '../components/parts';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';

// 联合销售选择 (/robot/ebs-joint-sales-selector, /robot/lco-joint-sales-selector; public and
// external-user pages; the channel by route): the joint-sales staff of the EBS or LCO channel of
// the chat's organisation (white/queryJointSalesList, our proposal), searchable by name or code.
// Opened from the filing form with ?returnTo=, the chosen person goes back to it as
// ?jointChannel=&jointSalesCode=&jointSalesName=; opened on its own, a list to read.


export default function JointSalesSelector({ route }: ScreenProps) {
  const params = useParams();
  const chatId = params.get('chatId') ?? '';
  const back = returnPath(params.get('returnTo'));
  const { channel } = JOINT_CHANNELS.find((c) => c.name === route.name) ?? JOINT_CHANNELS[0];
  const [keyword, setKeyword] = useUrlState('q');
  const [chosen, setChosen] = useState<string>(params.get('jointSalesCode') ?? '');
  const people = useCall('white/queryJointSalesList', { channel, chatId, ...(keyword ? { keyword } : {}) }, { enabled: Boolean(chatId) });
  if (!chatId) return <NoChat />;
  const person = people.data?.find((p) => p.salesCode === chosen);
  return (
    <div className="page">
      <SearchBox label={`搜索 ${channel} 联合销售人员`} placeholder="姓名或人员代码" value={keyword} onSearch={setKeyword} maxLength={20} />
      <Section title={`${channel} 联合销售人员`}>
        <AsyncView query={people} isEmpty={(l) => l.length === 0} emptyText={keyword ? `没有找到“${keyword}”` : '本机构暂无该渠道的联合销售人员'}>
          {(list) => (
            <ul className="list" aria-label={`${channel} 联合销售人员`}>
              {list.map((p) => (
                <li key={p.salesCode} className="list__item">
                  <label className="rb-pick">
                    {back && <input type="radio" name="joint-sales" checked={chosen === p.salesCode} onChange={() => setChosen(p.salesCode)} aria-label={`选择${p.salesName}`} />}
                    <span className="rb-pick__body">
                      <strong>{p.salesName}</strong> <span className="muted">{maskEmployeeCode(p.salesCode)}</span>
                      <span className="muted rb-pick__sub">
                        {p.companyName} · {p.teamName}
                      </span>
                    </span>
                  </label>
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
      {!back && <p className="muted rb-note">从报备页面进入即可选择联合销售人员。</p>}
      <ActionBar
        actions={
          back
            ? [
                {
                  label: person ? `选择 ${person.salesName}` : '请选择人员',
                  primary: true,
                  disabled: !person,
                  onClick: () => person && void returnWith(back, { jointChannel: channel, jointSalesCode: person.salesCode, jointSalesName: person.salesName }),
                },
              ]
            : []
        }
      />
    </div>
  );
}
