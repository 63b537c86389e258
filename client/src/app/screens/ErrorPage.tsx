import { useSignals } from '@preact/signals-react/runtime';
import { Link } from 'wouter';
import { HOME_PATH } from '../../../../shared/routes/lists';
import { ERROR_REASON, MISSING_PROVINCE } from '../../lib/guard/decide';
import type { ScreenProps } from '../../lib/screen';
import { useEffect } from 'react';
import { PROVINCE_KEY, local } from '../../lib/guard/env';
import { fetchSession } from '../../lib/session/api';
import { acceptSession, roleRoutes, session, sessionChecked } from '../../lib/session/store';
import { useParam } from '../../ui';

const TEXT: Record<string, string> = {
  '401': '未登录或无权访问此页面',
  '404': '页面不存在',
  '500': '系统错误，请稍后重试',
};

/** Why the guard sent the user to /error/500 (its `reason` query), said the way they can act on it. */
const REASON: Record<string, { text: string; hint: string }> = {
  [ERROR_REASON.province]: { text: MISSING_PROVINCE, hint: '请从企业微信工作台重新打开应用' },
  [ERROR_REASON.config]: { text: '应用配置加载失败', hint: '请稍后重新打开应用' },
};

/**
 * The error pages take their code from the route (/error/401, /error/404, /error/500) and the
 * reason from the query. 返回首页 only where it can work: a session whose routes include home
 * (with the province the session belongs to, so a lost comId is given back).
 */
export default function ErrorPage({ route }: ScreenProps) {
  useSignals();
  const code = route.path.split('/').pop() ?? '';
  const reason = REASON[useParam('reason')];
  // Error pages are public, so the guard lets them open without asking for the session: a staff
  // member who lands here from a link (a full load) is asked for, so 返回首页 shows for them too.
  const checked = sessionChecked.value;
  useEffect(() => {
    if (checked) return;
    const comId = local.getItem(PROVINCE_KEY);
    if (!comId) return;
    fetchSession(comId).then(
      (found) => {
        if (found) acceptSession(found);
      },
      () => undefined, // no session known: the page stays as it is, without 返回首页
    );
  }, [checked]);
  const info = session.value;
  const canGoHome = info !== null && (roleRoutes.value?.paths.has(HOME_PATH) ?? info.routes.includes(HOME_PATH));
  return (
    <div className="error-page" role="alert">
      <div className="error-page__code">{code}</div>
      <p className="error-page__text">{reason?.text ?? TEXT[code] ?? '出错了'}</p>
      {reason && <p className="muted">{reason.hint}</p>}
      {canGoHome && (
        <Link href={`${HOME_PATH}?comId=${encodeURIComponent(info.user.comId)}`} replace className="btn btn--primary error-page__home">
          返回首页
        </Link>
      )}
    </div>
  );
}
