import { useEffect, useState } from 'react';
import { HOME_PATH } from '../../../../../shared/routes/lists';
import type { SessionInfo } from '../../../../../shared/session-api';
import { request } from '../../../lib/api/http';
import { local, PROVINCE_KEY } from '../../../lib/guard/env';
import { navigate } from '../../../lib/navigation/navigation';
import { fetchSession } from '../../../lib/session/api';
import { acceptSession } from '../../../lib/session/store';
import { formatTime } from '../../../../../shared/domain/format';
import { errorText, runAction, useParam } from '../../../ui';
import { QrCode } from '../../../ui/QrCode';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';

// 扫码登录 (/pc-qr-code-login, public). On the PC (no loginId): the BFF issues a login id bound to
// this browser (api/auth/pc-qr), shown as a QR code for 2 minutes and polled until a staff member
// confirms it on the phone — then this browser has its session and goes in; expired → 刷新二维码.
// On the phone (opened by scanning, ?loginId=): a signed-in staff member is shown which computer
// is being signed in (its address, browser, the time the code was made) and warned that a code or
// link someone else sent signs *them* in; then confirms or cancels. Anyone else is asked to log in
// first and comes back here. The login id is the BFF's own, works only for the browser that asked
// for it, and only the phone session that opened it may confirm it (server/routes/auth.ts).

const TTL_S = 120;
const POLL_MS = 2000;

export default function PcQrCodeLogin() {
  const loginId = useParam('loginId');
  return loginId ? <ConfirmOnPhone loginId={loginId} /> : <ShowOnPc />;
}

type Issued = { loginId: string; qrUrl: string; at: number };

function ShowOnPc() {
  const [issued, setIssued] = useState<Issued | 'failed' | undefined>(undefined);
  const [left, setLeft] = useState(TTL_S);
  const [expired, setExpired] = useState(false);
  const [round, setRound] = useState(0);

  // A new login id for each round (first visit, 刷新二维码).
  useEffect(() => {
    let live = true;
    setIssued(undefined);
    setExpired(false);
    request<{ loginId: string; qrUrl: string }>('POST', 'auth/pc-qr', { expiry: false }).then(
      (r) => live && setIssued({ ...r, at: Date.now() }),
      () => live && setIssued('failed'),
    );
    return () => {
      live = false;
    };
  }, [round]);

  // Count down and poll until confirmed or expired.
  useEffect(() => {
    if (!issued || issued === 'failed' || expired) return;
    let stop = false;
    const tick = setInterval(() => {
      const rest = TTL_S - Math.floor((Date.now() - issued.at) / 1000);
      setLeft(Math.max(0, rest));
      if (rest <= 0) setExpired(true);
    }, 1000);
    const poll = async () => {
      while (!stop) {
        await new Promise((r) => setTimeout(r, POLL_MS));
        if (stop) return;
        try {
          const s = await request<{ status: string; redirect?: string }>('GET', `auth/pc-qr/${issued.loginId}`, { expiry: false });
          if (s.status === 'expired') return setExpired(true);
          if (s.status === 'confirmed') {
            const info = await fetchSession();
            if (info) {
              // The PC never had the province in its address: the session's is the one to use.
              if (!local.getItem(PROVINCE_KEY)) local.setItem(PROVINCE_KEY, info.user.comId);
              acceptSession(info);
            }
            return void navigate(HOME_PATH, { replace: true });
          }
        } catch {
          // A lost poll is tried again on the next round; the countdown still ends it.
        }
      }
    };
    void poll();
    return () => {
      stop = true;
      clearInterval(tick);
    };
  }, [issued, expired]);

  if (issued === 'failed') {
    return (
      <div className="page">
        <div className="card pub-center" role="alert">
          <strong>二维码生成失败</strong>
          <button type="button" className="btn" onClick={() => setRound((r) => r + 1)}>
            重试
          </button>
        </div>
      </div>
    );
  }
  return (
    <div className="page">
      <section className="card pub-center" aria-label="扫码登录">
        <strong>请使用企业微信扫码登录</strong>
        {!issued ? (
          <p className="muted">正在生成二维码…</p>
        ) : expired ? (
          <>
            <p className="notice" role="alert">
              二维码已过期
            </p>
            <button type="button" className="btn btn--primary" onClick={() => setRound((r) => r + 1)}>
              刷新二维码
            </button>
          </>
        ) : (
          <>
            <QrCode text={issued.qrUrl} size={200} label="登录二维码" />
            <span className="muted" role="timer">
              {left} 秒后过期
            </span>
          </>
        )}
        <p className="muted">打开手机企业微信，扫一扫后在手机上确认登录</p>
      </section>
    </div>
  );
}

/** What the BFF says is being signed in (api/auth/pc-qr/:loginId/scan). */
type PcDetails = { ip: string; browser: string; issuedAt: string; expiresAt: string; place: string | null };

function ConfirmOnPhone({ loginId }: { loginId: string }) {
  const [who, setWho] = useState<SessionInfo | null | undefined>(undefined);
  const [pc, setPc] = useState<PcDetails | undefined>(undefined);
  const [done, setDone] = useState<'confirmed' | 'cancelled' | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  useEffect(() => {
    fetchSession().then(setWho, (e: unknown) => setProblem(errorText(e)));
  }, []);
  // A signed-in staff member opened it: this phone session becomes the only one that may confirm,
  // and learns which computer it would sign in.
  useEffect(() => {
    if (!who || who.user.systemRole !== 'qyUser') return;
    let live = true;
    request<PcDetails>('POST', `auth/pc-qr/${encodeURIComponent(loginId)}/scan`).then(
      (d) => live && setPc(d),
      (e: unknown) => live && setProblem(errorText(e)),
    );
    return () => {
      live = false;
    };
  }, [who, loginId]);
  const here = `/pc-qr-code-login?${new URLSearchParams({ loginId })}`;

  const confirm = async () => {
    const r = await runAction(() => request<{ status: string }>('POST', `auth/pc-qr/${encodeURIComponent(loginId)}/confirm`), { loadingText: '确认中' });
    if (r) setDone('confirmed');
  };

  return (
    <div className="page">
      <section className="card pub-center" aria-label="确认电脑登录">
        {problem ? (
          <p className="notice" role="alert">
            {problem}
          </p>
        ) : who === undefined ? (
          <p className="muted">正在确认身份…</p>
        ) : done === 'confirmed' ? (
          <>
            <strong role="status">已确认，电脑端正在登录</strong>
            <p className="muted">可以关闭此页面</p>
          </>
        ) : done === 'cancelled' ? (
          <strong role="status">已取消，电脑端不会登录</strong>
        ) : who === null ? (
          <>
            <strong>请先登录</strong>
            <p className="muted">登录企业微信账号后，再确认电脑端登录</p>
            <button type="button" className="btn btn--primary" onClick={() => void navigate(`/login?${new URLSearchParams({ redirect: here })}`)}>
              去登录
            </button>
          </>
        ) : who.user.systemRole !== 'qyUser' ? (
          <p className="notice" role="alert">
            仅企业员工可以确认电脑端登录
          </p>
        ) : !pc ? (
          <p className="muted">正在读取要登录的电脑…</p>
        ) : (
          <>
            <strong>在电脑上登录保险助手？</strong>
            <p>工号 {maskEmployeeCode(who.user.userCode)}</p>
            <dl className="pc-login-facts" aria-label="要登录的电脑">
              <dt>电脑</dt>
              <dd>{pc.browser}</dd>
              <dt>IP 地址</dt>
              <dd>{pc.ip}</dd>
              <dt>所在地</dt>
              <dd>{pc.place ?? '未知'}</dd>
              <dt>二维码生成</dt>
              <dd>{formatTime(pc.issuedAt)}</dd>
              <dt>有效至</dt>
              <dd>{formatTime(pc.expiresAt)}</dd>
            </dl>
            <p className="notice" role="alert">
              请确认这是您本人此刻正在使用的电脑。如果二维码或链接是别人发给您的，请勿确认：确认后对方将以您的身份登录，可查看和操作您的客户。
            </p>
            <div className="button-row">
              <button type="button" className="btn" onClick={() => setDone('cancelled')}>
                取消
              </button>
              <button type="button" className="btn btn--primary" onClick={() => void confirm()}>
                确认登录
              </button>
            </div>
          </>
        )}
      </section>
    </div>
  );
}
