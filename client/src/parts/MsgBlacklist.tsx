import { useState } from 'react';
import { call } from '../lib/api';
import { AsyncView, runAction, Section, Tag, TextField} from '../ui';
import { useCall } from '../lib/query/use-call';
import { invalidates } from '../lib/query/client';

// The customer's place on the message blacklist (spec 001 §7.5), on their more-info
// page: whether they are on it and why (getInMsgBlackList with custId), put them on with a reason or
// take them off (updateMsgBlackList, confirmed). Blacklisted customers are skipped in mass sends.

const MAX_REASON = 50;

export function MsgBlacklist({ custId }: { custId: string }) {
  const state = useCall('getInMsgBlackList', { custId, pageNo: 1, pageSize: 1 });
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const add = async () => {
    const r = reason.trim();
    if (!r || r.length > MAX_REASON) return setError(!r ? '请填写加入原因' : `加入原因最多 ${MAX_REASON} 个字`);
    const done = await runAction(() => call('updateMsgBlackList', { custId, operateType: '1', reason: r }, { method: 'POST' }).then(invalidates('getInMsgBlackList')), {
      confirm: { title: '加入消息黑名单', message: '加入后，群发和关怀消息将跳过该客户。', okText: '加入', danger: true },
      success: '已加入消息黑名单',
    });
    if (done) setReason('');
  };
  const remove = async () => {
    await runAction(() => call('updateMsgBlackList', { custId, operateType: '0' }, { method: 'POST' }).then(invalidates('getInMsgBlackList')), {
      confirm: { title: '移出消息黑名单', message: '移出后，该客户会重新收到群发和关怀消息。', okText: '移出' },
      success: '已移出消息黑名单',
    });
  };
  return (
    <Section title="消息黑名单">
      <AsyncView query={state}>
        {(s) => {
          const entry = s.list.find((e) => e.custId === custId);
          return s.inBlackList ? (
            <div className="cust-blacklist">
              <p>
                <Tag kind="danger">在黑名单中</Tag> {entry?.reason && <span className="muted">原因：{entry.reason}</span>}
              </p>
              <button type="button" className="btn btn--small" onClick={() => void remove()}>
                移出黑名单
              </button>
            </div>
          ) : (
            <div className="cust-blacklist">
              <p className="muted">不在黑名单中：群发和关怀消息会发给该客户。</p>
              <TextField label="加入原因" value={reason} onValue={(v) => {
                  setReason(v);
                  setError(undefined);
                }} error={error} maxLength={MAX_REASON + 10} placeholder="如：客户要求不再接收营销消息" />
              <button type="button" className="btn btn--small" onClick={() => void add()}>
                加入黑名单
              </button>
            </div>
          );
        }}
      </AsyncView>
    </Section>
  );
}
