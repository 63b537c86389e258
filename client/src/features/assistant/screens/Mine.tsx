import { Link } from 'wouter';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';
import { navigate } from '../../../lib/navigation/navigation';
import { hasScreen } from '../../../lib/navigation/navigation';
import { logout } from '../../../lib/session/api';
import { forgetSession } from '../../../lib/session/store';
import { AsyncView, Cell, Cells, errorText, Failed, runAction, Section, Skeleton } from '../../../ui';
import { AssistantSettingsSection } from '../components/Settings';
import { useAssistantSettings } from '../ai-model';
import { useCall } from '../../../lib/query/use-call';

// 我的 (/mine/index): who I am (getUserMsg: name, branch, masked mobile and employee code), my
// business card (queryUserCodeInManagerInfo, or the way to register it), my favourites, my
// assistant settings (switch and AI model) and logout.

const NO_CARD = '请先注册';

export default function Mine() {
  const me = useCall('fwdapi/getUserMsg', {}, { method: 'POST' });
  const card = useCall('mc/queryUserCodeInManagerInfo');
  const favourites = useCall('queryPatterType3HasFavorites', { onlyFavorite: '1', pageNo: 1, pageSize: 1 }, { method: 'POST' });
  const settings = useAssistantSettings();

  const signOut = async () => {
    const done = await runAction(() => logout(), { confirm: { message: '确定退出登录吗？', okText: '退出', danger: true } });
    if (done === undefined) return;
    forgetSession();
    await navigate('/home/customer-home-page', { replace: true });
  };

  return (
    <div className="page">
      <section className="card as-me" aria-label="我的信息">
        <AsyncView query={me} skeleton="profile">
          {(u) => (
            <div className="as-me__row">
              <span className="as-avatar" aria-hidden="true">
                {u.userName.slice(0, 1)}
              </span>
              <div className="as-me__text">
                <b className="as-me__name">{u.userName}</b>
                <span className="muted">
                  {u.title ?? (u.isClaimStaff ? '理赔人员' : '员工')} · {u.comName}
                </span>
                <span className="muted">
                  工号 {maskEmployeeCode(u.userCode)} · 手机 {u.mobile}
                </span>
              </div>
            </div>
          )}
        </AsyncView>
      </section>

      <Section title="我的名片">
        {card.data === undefined && !card.error ? (
          <Skeleton shape="rows" />
        ) : card.error ? (
          errorText(card.error).includes(NO_CARD) ? (
            <div className="as-card-none">
              <p className="muted">您还没有登记名片，登记后可把名片发给客户。</p>
              <Link href="/business-card/register-card?type=register" className="btn btn--primary btn--small">
                登记名片
              </Link>
            </div>
          ) : (
            <Failed error={card.error} onRetry={card.reload} />
          )
        ) : (
          <Link href="/business-card/index" className="as-link-row">
            <span>
              {card.data!.managerName} · {card.data!.title}
            </span>
            <span className="muted">查看名片 ›</span>
          </Link>
        )}
      </Section>

      <Section title="我的收藏">
        <Cells>
          <Cell label="收藏的话术">
            {favourites.error ? '—' : favourites.data === undefined ? '…' : `${favourites.data.total} 条`}
            <>
              {' '}
              <Link href="/favorites/favorite-list">查看</Link>
            </>
          </Cell>
        </Cells>
      </Section>

      <AssistantSettingsSection settings={settings} />

      <Section title="更多">
        <nav className="as-links">
          {[
            { to: '/customer-info/assistant', label: '智能助手' },
            { to: '/knowledge/index', label: '知识库' },
            { to: '/home/assistant-item-list', label: '助手事项' },
            { to: '/seat-main/config', label: '坐席配置' },
          ]
            .filter((l) => hasScreen(l.to))
            .map((l) => (
              <Link key={l.to} href={l.to} className="as-link-row">
                <span>{l.label}</span>
                <span className="muted">›</span>
              </Link>
            ))}
        </nav>
      </Section>

      <button type="button" className="btn btn--quiet as-logout" onClick={() => void signOut()}>
        退出登录
      </button>
    </div>
  );
}
