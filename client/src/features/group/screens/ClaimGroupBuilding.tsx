import { Link } from 'wouter';
import { navigate } from '../../../lib/navigation/navigation';
import { session } from '../../../lib/session/store';
import { ActionBar, AsyncView, Cell, Cells, Empty, Section, TextField, runAction, useForm, useParam } from '../../../ui';
import { validateReportNo } from '../../../../../shared/domain/record-no';
import { formatTime } from '../../../../../shared/domain/format';
import { createClaimGroup, deleteClaimGroup, type ClaimGroup, type ServiceManager } from '../api';
import { ColleagueChooser, useColleagues } from '../components/parts';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';

// 理赔建群 (?registNo=): the claim, the claim groups built for it (dissolve your own, confirmed),
// and a new group with a name and the colleagues to pull in. Without a registNo: the claim groups
// the staff member is in, and a claim number to start from.

export default function ClaimGroupBuilding() {
  const registNo = useParam('registNo');
  return registNo ? <ForClaim registNo={registNo} /> : <MyGroups />;
}

/** The claim groups (of one claim, or all the caller is in), read through the query cache. */
function useGroups(registNo?: string) {
  const q = useCall('queryClaimGroup', registNo ? { registNo } : {}, { method: 'POST' });
  return { ...q, data: q.data?.list };
}

function ForClaim({ registNo }: { registNo: string }) {
  const claim = useCall('weixinClaimDetail', { registNo });
  const groups = useGroups(registNo);
  const colleagues = useColleagues();
  const me = session.value?.user.userCode ?? '';
  const defaultName = claim.data ? `${claim.data.licenseNo ?? claim.data.registNo}理赔服务群` : '';
  const form = useForm({ groupName: '', members: [] as string[] }, { groupName: (v) => ((v.trim() || defaultName).length > 30 ? '群名称不能超过 30 个字' : null) });
  const members = form.values.members;

  const create = async ({ groupName }: typeof form.values) => {
    const name = groupName.trim() || defaultName;
    const made = await runAction(() => createClaimGroup({ registNo, groupName: name, members }), {
      loadingText: '正在建群…',
      success: (g) => `已创建理赔群“${(g as ClaimGroup).groupName}”`,
    });
    if (made) {
      form.reset({ groupName: '', members: [] });
      invalidate('queryClaimGroup');
    }
  };
  const dissolve = async (g: ClaimGroup) => {
    const done = await runAction(() => deleteClaimGroup({ groupId: g.groupId }), {
      confirm: { title: '解散理赔群', message: `解散后群“${g.groupName}”将不再用于本案的理赔服务，确定解散？`, okText: '解散', danger: true },
      success: '理赔群已解散',
    });
    if (done) invalidate('queryClaimGroup');
  };

  return (
    <div className="page">
      <Section title="案件信息">
        <AsyncView query={claim} skeleton="rows">
          {(c) => (
            <Cells>
              <Cell label="报案号">{c.registNo}</Cell>
              <Cell label="车牌号">{c.licenseNo}</Cell>
              <Cell label="案件状态">{c.statusName}</Cell>
              <Cell label="出险时间">{formatTime(c.accidentDate, 'YYYY-MM-DD HH:mm')}</Cell>
              <Cell label="出险地点">{c.accidentPlace}</Cell>
            </Cells>
          )}
        </AsyncView>
      </Section>
      <Section title="本案理赔群">
        <AsyncView query={groups} emptyText="本案还没有理赔群">
          {(list) => (
            <ul className="list gp-list" aria-label="本案理赔群">
              {list.map((g) => (
                <li key={g.groupId} className="list__item gp-group">
                  <GroupRow group={g} people={colleagues.data?.list} />
                  {g.userCode === me && (
                    <button type="button" className="btn btn--small btn--quiet" onClick={() => void dissolve(g)}>
                      解散
                    </button>
                  )}
                </li>
              ))}
            </ul>
          )}
        </AsyncView>
      </Section>
      <Section title="新建理赔群">
        <TextField label="群名称" {...form.field('groupName')} error={form.errors.groupName} placeholder={defaultName || '如：粤A12345理赔服务群'} hint="不填则按车牌号命名" maxLength={40} />
        <div className="field">
          <span className="field__label">拉入同事（查勘、定损、理赔顾问等，可多选）</span>
          <ColleagueChooser chosen={members} onChange={(v) => form.set('members', v)} exclude={me} label="拉入同事" />
        </div>
      </Section>
      <ActionBar actions={[{ label: members.length ? `创建理赔群（${members.length + 1} 人）` : '创建理赔群', primary: true, onClick: () => form.submit(create), disabled: !claim.data || !form.valid }]} />
    </div>
  );
}

function GroupRow({ group, people }: { group: ClaimGroup; people: readonly ServiceManager[] | undefined }) {
  const nameOf = (code: string) => people?.find((p) => p.userCode === code)?.name ?? code;
  return (
    <div className="gp-group__body">
      <strong>{group.groupName}</strong>
      <span className="muted">
        报案号 {group.registNo}
        {group.createdAt ? ` · ${formatTime(group.createdAt, 'YYYY-MM-DD HH:mm')} 建群` : ''}
      </span>
      {group.members && group.members.length > 0 && <span className="muted">成员：{group.members.map(nameOf).join('、')}</span>}
    </div>
  );
}

function MyGroups() {
  const groups = useGroups();
  const colleagues = useColleagues();
  const form = useForm({ registNo: '' }, { registNo: validateReportNo });
  const start = ({ registNo }: typeof form.values) => navigate(`/claim-group-building?registNo=${encodeURIComponent(registNo.trim())}`);
  return (
    <div className="page">
      <Section title="按报案号建群">
        <form
          onSubmit={form.onSubmit(start)}
        >
          <TextField label="报案号" {...form.field('registNo')} placeholder="输入报案号，或从理赔进度页进入" />
          <button type="submit" className="btn btn--primary btn--block" disabled={!form.values.registNo.trim()}>
            查看案件并建群
          </button>
        </form>
      </Section>
      <Section title="我的理赔群">
        <AsyncView query={groups} emptyText="你还没有加入理赔群">
          {(list) =>
            list.length === 0 ? (
              <Empty text="你还没有加入理赔群" />
            ) : (
              <ul className="list gp-list" aria-label="我的理赔群">
                {list.map((g) => (
                  <li key={g.groupId} className="list__item">
                    <Link href={`/claim-group-building?registNo=${encodeURIComponent(g.registNo)}`} className="gp-group__link">
                      <GroupRow group={g} people={colleagues.data?.list} />
                    </Link>
                  </li>
                ))}
              </ul>
            )
          }
        </AsyncView>
      </Section>
    </div>
  );
}
