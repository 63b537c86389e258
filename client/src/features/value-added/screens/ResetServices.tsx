import { SERVICE_REASON_MAX } from '../../../../../shared/domain/service-codes';
import { ActionBar, Field, PagedList, runAction, Section, useForm, usePaged, useUrlState } from '../../../ui';
import { loadGrants, resetService, type Grant } from '../api';
import { GrantCard, reasonError } from '../components/parts';

// 重置服务 (?grantId= optional): the services the staff member gave that the customer has not used
// yet; choosing one (kept in the URL) and giving a reason resets it — the customer loses it and
// the count goes back to the staff member's quota. Confirmed in red, as a destructive action.

export default function ResetServices() {
  const [grantId, setGrantId] = useUrlState('grantId', '');
  const form = useForm({ reason: '' }, { reason: reasonError });
  const grants = usePaged<Grant>((pageNo, pageSize, signal) => loadGrants({ status: '1' }, pageNo, pageSize, signal), [], 20, { pagesParam: 'pages', calls: ['valueAdded/queryServiceGrantList'] });
  const chosen = grants.items.find((g) => g.grantId === grantId);

  const reset = async ({ reason }: typeof form.values) => {
    if (!chosen) return;
    const done = await runAction(() => resetService(chosen.grantId, reason.trim()), {
      confirm: { title: '重置增值服务', message: `收回${chosen.custName}的「${chosen.packName}」？客户将不能再使用，份数退回您的额度。`, okText: '重置', danger: true },
      loadingText: '重置中…',
      success: '已重置，份数已退回您的额度',
    });
    if (done) {
      form.reset({ reason: '' });
      setGrantId('');
    }
  };

  return (
    <div className="page">
      <Section title="可重置的服务">
        <p className="muted">只能重置您赠送、客户尚未使用的服务。</p>
        <div role="radiogroup" aria-label="可重置的服务">
          <PagedList
            label="可重置的服务"
            state={grants}
            keyOf={(g) => g.grantId}
            emptyText="没有可重置的服务"
            renderItem={(g) => (
              <label className="svc-radio">
                <input type="radio" name="grant" checked={g.grantId === grantId} onChange={() => setGrantId(g.grantId)} aria-label={`${g.custName} ${g.packName}`} />
                <span className="svc-item__main">
                  <GrantCard grant={g} showCustomer />
                </span>
              </label>
            )}
          />
        </div>
      </Section>
      {chosen && (
        <Section title="重置原因">
          <Field label={`重置${chosen.custName}的「${chosen.packName}」`} error={form.error('reason')} hint={`${form.values.reason.trim().length} / ${SERVICE_REASON_MAX}`}>
            <textarea className="field__input" rows={3} maxLength={SERVICE_REASON_MAX} value={form.values.reason} onChange={(e) => form.set('reason', e.target.value)} onBlur={() => form.touch('reason')} placeholder="如：赠送错了客户" />
          </Field>
        </Section>
      )}
      <ActionBar actions={[{ label: '重置', danger: true, disabled: !chosen || !form.valid, onClick: () => form.submit(reset) }]} />
    </div>
  );
}
