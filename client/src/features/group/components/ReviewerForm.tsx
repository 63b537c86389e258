import { useEffect } from 'react';
import { useLocation } from 'wouter';
import { back, navigate, replaceQuery } from '../../../lib/navigation/navigation';
import { ActionBar, AsyncView, Field, Section, TextField, runAction, useUrlState } from '../../../ui';
import { saveReviewerConfig, type ReviewerConfig } from '../api';
import { takePick } from '../reviewer-pick';
import { useCall } from '../../../lib/query/use-call';
import { NoConfigPermission, useConfigPermission } from './config-permission';

// The reviewer configuration form (新增 /reviewer-config-add, 修改 /reviewer-config?id=): the
// reviewer (chosen on /reviewer-config-select), the branches they review, a remark. What was
// chosen lives in the URL, so going to the reviewer search and back keeps it.

export function ReviewerForm({ config }: { config?: ReviewerConfig }) {
  const [path] = useLocation();
  const [reviewer] = useUrlState('reviewer', config?.reviewerUserCode ?? '');
  const [reviewerName] = useUrlState('reviewerName', config?.reviewerName ?? '');
  const [codesText, setCodesText] = useUrlState('comCodes', config?.comCodes.join(',') ?? '');
  const [remark, setRemark] = useUrlState('remark', config?.remark ?? '');
  const comCodes = codesText.split(',').filter(Boolean);
  const orgs = useCall('qt/creategroupapply/multipleComCodesFilter');
  const permitted = useConfigPermission();

  // Back from the reviewer search with a choice.
  useEffect(() => {
    const pick = takePick();
    if (pick) replaceQuery({ reviewer: pick.userCode, reviewerName: pick.userName }, path);
  }, [path]);

  const toggle = (code: string) => setCodesText((comCodes.includes(code) ? comCodes.filter((c) => c !== code) : [...comCodes, code]).join(','));
  const errors = {
    reviewer: reviewer ? undefined : '请选择审核人',
    orgs: comCodes.length ? undefined : '请选择审核人负责的机构',
    remark: remark.length > 50 ? '备注不能超过 50 个字' : undefined,
  };
  const invalid = Boolean(errors.reviewer || errors.orgs || errors.remark);
  const save = async () => {
    if (invalid) return;
    const saved = await runAction(
      () =>
        saveReviewerConfig({ ...(config ? { id: config.id } : {}), reviewerUserCode: reviewer, reviewerName, comCodes, remark: remark.trim() }),
      { loadingText: '正在保存…', success: config ? '审核人配置已修改' : '审核人已添加' },
    );
    if (saved) void navigate('/reviewer-config-list', { replace: true });
  };
  const selectHref = `/reviewer-config-select?from=${encodeURIComponent(config ? String(config.id) : 'add')}`;

  return (
    <div className="page">
      {permitted === false && <NoConfigPermission />}
      <Section title="审核人">
        <Field label="审核人" error={errors.reviewer} as="div">
          <button type="button" className="gp-pick" onClick={() => void navigate(selectHref)}>
            <span className="sr-only">选择审核人：</span>
            {reviewer ? (
              <span>
                <strong>{reviewerName || reviewer}</strong> <span className="muted">{reviewer} · 更换</span>
              </span>
            ) : (
              <span className="muted">按姓名或员工代码查找本省员工</span>
            )}
          </button>
        </Field>
      </Section>
      <Section title="负责审核的机构">
        {errors.orgs && <p className="field__error">{errors.orgs}</p>}
        <AsyncView query={orgs} emptyText="本省没有可配置的机构">
          {(d) => (
            <ul className="gp-people" aria-label="负责审核的机构">
              {d.list.map((o) => {
                const others = o.reviewers.filter((p) => p.userCode !== reviewer);
                return (
                  <li key={o.comCode}>
                    <label className={`gp-person${comCodes.includes(o.comCode) ? ' is-on' : ''}`}>
                      <input type="checkbox" checked={comCodes.includes(o.comCode)} onChange={() => toggle(o.comCode)} />
                      <span className="gp-person__name">{o.comName}</span>
                      <span className="muted">{others.length ? `已有审核人：${others.map((p) => p.name).join('、')}` : '尚无其他审核人'}</span>
                    </label>
                  </li>
                );
              })}
            </ul>
          )}
        </AsyncView>
      </Section>
      <Section title="说明">
        <TextField label="备注" value={remark} onValue={setRemark} placeholder="如：广州、佛山建群审核" error={errors.remark} maxLength={60} />
      </Section>
      <ActionBar
        actions={[
          { label: '取消', onClick: back },
          { label: config ? '保存修改' : '添加', primary: true, onClick: () => void save(), disabled: invalid || permitted === false },
        ]}
      />
    </div>
  );
}
