import { useSignals } from '@preact/signals-react/runtime';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from 'wouter';
import type { SessionInfo } from '../../../../../shared/session-api';
import { request } from '../../../lib/api/http';
import { navigate } from '../../../lib/navigation/navigation';
import { fetchSession } from '../../../lib/session/api';
import { acceptSession, session } from '../../../lib/session/store';
import { errorText, runAction } from '../../../ui';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';

// Pieces of the marketing-account pages (/marketing/*, always available, with ?comId=): whose
// session this is, and the binding itself (the BFF's POST api/auth/marketing-binding, which turns
// the session into the bound account's).

export const BINDING_PATH = '/marketing/marketing-binding';
export const ACCOUNT_PATH = '/marketing/account-info';
export const SCAN_PATH = '/marketing/scan-code-binding';
export const withComId = (path: string, comId: string | undefined) => (comId ? `${path}?${new URLSearchParams({ comId })}` : path);

/** The session (asked of the BFF once here: these pages open without the guard's login). */
export function useWho(): { who: SessionInfo | null | undefined; problem: string | undefined } {
  useSignals();
  const [problem, setProblem] = useState<string>();
  const known = session.value;
  useEffect(() => {
    if (known) return;
    fetchSession().then(
      (info) => (info ? acceptSession(info) : (session.value = null)),
      (e: unknown) => setProblem(errorText(e)),
    );
  }, [known]);
  return { who: known ?? (problem ? null : undefined), problem };
}

/** What the page says to someone who is not a signed-in, unbound staff member — or nothing. */
export function NotForBinding({ who, problem, here }: { who: SessionInfo | null | undefined; problem: string | undefined; here: string }): ReactNode {
  if (problem) return <p className="notice" role="alert">{problem}</p>;
  if (who === undefined) return <p className="muted">正在确认身份…</p>;
  if (who === null) {
    return (
      <section className="card pub-center" aria-label="请先登录">
        <strong>请从企业微信工作台打开本应用</strong>
        <Link className="btn btn--primary" href={`/login?${new URLSearchParams({ redirect: here })}`}>
          登录
        </Link>
      </section>
    );
  }
  if (who.user.systemRole !== 'qyUser') return <p className="notice" role="alert">仅企业员工可以绑定营销系统账号</p>;
  if (who.user.userCode) {
    return (
      <section className="card pub-center" aria-label="已绑定">
        <strong>当前企业微信账号已绑定营销系统账号 {maskEmployeeCode(who.user.userCode)}</strong>
        <Link className="btn" href={withComId(ACCOUNT_PATH, who.user.comId)}>
          查看账号信息
        </Link>
      </section>
    );
  }
  return null;
}

/** Bind with the given proof; on success the session is the bound account's and the account page opens. */
export async function bindAccount(body: { userCode: string; smsCode: string } | { bindCode: string }): Promise<boolean> {
  const info = await runAction(() => request<SessionInfo>('POST', 'auth/marketing-binding', { body }), { loadingText: '正在绑定', success: '绑定成功' });
  if (!info) return false;
  acceptSession(info);
  await navigate(withComId(ACCOUNT_PATH, info.user.comId), { replace: true });
  return true;
}
