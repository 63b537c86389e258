import { useEffect, useRef, useState } from 'react';
import { GROUP_CHAT_ENTRY, HOME_PATH } from '../../../../shared/routes/lists';
import { basePath } from '../../lib/base-path';
import { GROUP_CHAT_KEY } from '../../lib/guard/decide';
import { sessionStore } from '../../lib/guard/env';
import { navigate } from '../../lib/navigation/navigation';
import { parseTarget, safeLocalPath } from '../../lib/navigation/target';
import { exchangeCode, externalLogin } from '../../lib/session/api';
import { landingFor } from '../../lib/session/landing';
import { acceptSession, forgetSession } from '../../lib/session/store';
import { LOGIN_REDIRECT_KEY } from './Login';
import { useParams } from '../../ui';

// /auth: back from WeCom OAuth with code, comId and state. The code is exchanged once, then
// removed from the URL (a reused code fails on back or refresh), and the user goes on to the
// target. Group-chat customers came in through the quotation page and log in as external users.
export default function Auth() {
  const query = useParams();
  const [error, setError] = useState('');
  const once = useRef(false);

  // eslint-disable-next-line react-hooks/exhaustive-deps -- runs on every render by design; the ref lets the exchange happen once
  useEffect(() => {
    if (once.current) return;
    once.current = true;
    const code = query.get('code') ?? '';
    const comId = query.get('comId') ?? '';
    const state = query.get('state') ?? '';
    if (!code || !comId || !state) {
      setError('授权信息不完整，请重新进入应用');
      return;
    }
    const stored = safeLocalPath(sessionStore.getItem(LOGIN_REDIRECT_KEY), HOME_PATH);
    sessionStore.removeItem(LOGIN_REDIRECT_KEY);
    const clean = new URLSearchParams(query);
    clean.delete('code');
    history.replaceState(history.state, '', `${basePath()}/auth${clean.size ? `?${clean}` : ''}`);
    const groupChat = parseTarget(stored).path === GROUP_CHAT_ENTRY;
    const job = groupChat
      ? externalLogin(code, comId, state).then((info) => {
          sessionStore.setItem(GROUP_CHAT_KEY, '1');
          acceptSession(info);
          return landingFor('externalUser', stored, true);
        })
      : exchangeCode(code, comId, state).then((r) => {
          forgetSession(); // the guard asks the BFF again (and waits for the token)
          return safeLocalPath(r.redirect, stored);
        });
    job.then(
      (to) => navigate(to, { replace: true }),
      (e: Error) => setError(e.message || '登录失败，请重新进入应用'),
    );
  });

  return (
    <div className="page">
      <section className="card" role={error ? 'alert' : 'status'}>
        <p>{error || '正在登录…'}</p>
      </section>
    </div>
  );
}
