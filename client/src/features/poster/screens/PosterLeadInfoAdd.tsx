import { validateMobile } from '../../../../../shared/domain/mobile';
import { PagedList, runAction, Section, Tag, TextField, useForm, usePaged, useParam } from '../../../ui';
import { formatTime } from '../../../../../shared/domain/format';
import { loadLeadInfos, deleteLeadInfo, saveLeadInfo, type Lead } from '../api';
import { useCall } from '../../../lib/query/use-call';

// 添加线索信息 (?posterId= to see one poster's leads): register a lead by hand — a person who
// answered a poster — and see the leads, all or those one poster brought; delete one.

export default function PosterLeadInfoAdd() {
  const posterId = useParam('posterId');
  const poster = useCall('queryTmTQwPosterMainById', { posterId }, { method: 'POST', enabled: Boolean(posterId) });
  const leads = usePaged(
    (pageNo, pageSize, signal) =>
      loadLeadInfos({ ...(posterId ? { posterId } : {}), pageNo: String(pageNo), pageSize: String(pageSize) }, signal),
    [posterId],
    10,
    { calls: ['queryLeadInfos'] },
  );
  const del = async (lead: Lead) => {
    await runAction(() => deleteLeadInfo({ leadId: lead.leadId }), {
      confirm: { title: '删除线索', message: `删除 ${lead.custName} 的线索？删除后不可恢复。`, okText: '删除', danger: true },
      loadingText: '正在删除',
      success: '线索已删除',
    });
  };
  const posterName = poster.data?.posterName;
  return (
    <div className="page">
      <AddLead posterId={posterId} posterName={posterName} />
      <Section title={posterName ? `「${posterName}」带来的线索` : '我的线索'}>
        <PagedList
          state={leads}
          label="线索"
          keyOf={(l) => l.leadId}
          emptyText={posterName ? '这张海报还没有带来线索' : '还没有线索'}
          renderItem={(l) => (
            <div className="ps-lead">
              <div className="ps-lead__head">
                <strong>{l.custName}</strong>
                <span className="muted">{l.mobile}</span>
                <Tag kind={l.source === 'poster' ? 'info' : 'default'}>{l.source === 'poster' ? '海报' : '手工录入'}</Tag>
              </div>
              {l.posterName && <p className="muted">来源海报：{l.posterName}</p>}
              {l.remark && <p>{l.remark}</p>}
              <div className="ps-lead__foot">
                <span className="muted">登记于 {formatTime(l.createTime, 'YYYY-MM-DD HH:mm')}</span>
                <button type="button" className="btn btn--small btn--quiet" onClick={() => void del(l)}>
                  删除
                </button>
              </div>
            </div>
          )}
        />
      </Section>
    </div>
  );
}

function AddLead({ posterId, posterName }: { posterId: string; posterName: string | undefined }) {
  const form = useForm({ custName: '', mobile: '', remark: '' }, { custName: (v) => (v.trim() ? null : '请填写客户姓名'), mobile: (v) => validateMobile(v.trim()) });
  const save = async ({ custName, mobile, remark }: typeof form.values) => {
    const done = await runAction(
      () => saveLeadInfo({ custName: custName.trim(), mobile: mobile.trim(), ...(posterId ? { posterId } : {}), ...(remark.trim() ? { remark: remark.trim() } : {}) }),
      { loadingText: '正在保存', success: '线索已登记' },
    );
    if (!done) return;
    form.reset({ custName: '', mobile: '', remark: '' });
  };
  return (
    <Section title="登记线索">
      {posterName && <p className="muted">来源海报：{posterName}</p>}
      <TextField label="客户姓名" {...form.field('custName')} maxLength={20} />
      <TextField label="手机号" {...form.field('mobile')} inputMode="numeric" maxLength={11} />
      <TextField label="备注" {...form.field('remark')} hint="选填，如客户关心的险种" maxLength={100} />
      <button type="button" className="btn btn--primary btn--block" onClick={() => form.submit(save)}>
        登记线索
      </button>
    </Section>
  );
}
