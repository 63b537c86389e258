import { useEffect, useState } from 'react';
import { HOME_PATH } from '../../../../shared/routes/lists';
import type { DemoUserChoice } from '../../../../shared/session-api';
import { apiUrl } from '../../lib/api/http';
import { PROVINCE_KEY, local, sessionStore } from '../../lib/guard/env';
import { GROUP_CHAT_KEY, LOGIN_PENDING_KEY } from '../../lib/guard/decide';
import { navigate } from '../../lib/navigation/navigation';
import { safeLocalPath } from '../../lib/navigation/target';
import { demoLogin, fetchDemoUsers } from '../../lib/session/api';
import { landingFor } from '../../lib/session/landing';
import { acceptSession } from '../../lib/session/store';
import { toast } from '../../lib/toast-store';
import { withLoading } from '../../lib/loading-store';
import { orgName } from '../../../../shared/domain/organisations';
import { useParams } from '../../ui';

// /login: with the demo upstream, pick a demo user; otherwise WeCom OAuth through the BFF
// (api/auth/wecom), which comes back to /auth with a code. The target travels as `redirect`.
// With the demo upstream, `?demoUser=<userId>` signs that user in at once and goes on to the
// redirect: a link a tester or a script can open to start a session (README, "The demo
// upstream"). It calls the same POST api/auth/demo-login as the picker; a real upstream has
// no demo users, so the link does nothing there.

/** sessionStorage: where to go after the WeCom round trip (the /auth screen reads it). */
export const LOGIN_REDIRECT_KEY = 'login-redirect';

const ROLE = { qyUser: '员工', externalUser: '外部客户' } as Record<string, string>;

export default function Login() {
  const query = useParams();
  const redirect = safeLocalPath(query.get('redirect'), HOME_PATH);
  const comId = query.get('comId') ?? local.getItem(PROVINCE_KEY) ?? '';
  const demoUser = query.get('demoUser');
  const [users, setUsers] = useState<DemoUserChoice[] | null | undefined>(undefined);

  useEffect(() => {
    fetchDemoUsers().then(
      (list) => {
        setUsers(list);
        if (!demoUser) return;
        const chosen = list.find((u) => u.userId === demoUser);
        if (chosen) void loginAs(chosen);
        else toast.error(`没有演示用户 ${demoUser}，请从列表中选择`);
      },
      () => setUsers(null),
    );
    // Once, on arrival: the link's user is signed in a single time.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- once, on arrival: the link's demo user is signed in a single time
  }, []);

  async function loginAs(u: DemoUserChoice) {
    try {
      const info = await withLoading(() => demoLogin(u.userId, comId || undefined), { text: '登录中' });
      if (!local.getItem(PROVINCE_KEY)) local.setItem(PROVINCE_KEY, comId || info.user.comId);
      acceptSession(info);
      await navigate(landingFor(String(info.user.systemRole), redirect, sessionStore.getItem(GROUP_CHAT_KEY) === '1'), { replace: true });
    } catch (e) {
      toast.error((e as Error).message || '登录失败');
    }
  }

  function wecomLogin() {
    sessionStore.setItem(LOGIN_PENDING_KEY, '1');
    sessionStore.setItem(LOGIN_REDIRECT_KEY, redirect);
    location.assign(apiUrl('auth/wecom', { comId, redirect }).toString());
  }

  return (
    <div className="page login">
      <section className="card">
        <h2 className="generic__title">保险助手</h2>
        <p className="muted">请使用企业微信身份登录</p>
        {users === undefined && <p className="muted">加载中…</p>}
        {users === null && (
          <button type="button" className="btn btn--primary btn--block" onClick={wecomLogin} disabled={!comId}>
            企业微信授权登录
          </button>
        )}
        {users && (
          <>
            <p className="notice">演示环境：选择一位演示用户登录</p>
            <ul className="list" aria-label="演示用户">
              {users.map((u) => (
                <li key={u.userId}>
                  <button type="button" className="login__user" onClick={() => void loginAs(u)} data-user={u.userId}>
                    <span>{u.name}</span>
                    <span className="muted">
                      {ROLE[u.systemRole] ?? u.systemRole} · {orgName(u.comId)}
                    </span>
                  </button>
                </li>
              ))}
            </ul>
          </>
        )}
      </section>
    </div>
  );
}
