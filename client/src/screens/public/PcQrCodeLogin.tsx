import { useEffect, useState } from 'react';
import { HOME_PATH } from '../../../../shared/routes/lists';
import type { SessionInfo } from '../../../../shared/session-api';
import { request } from '../../api/http';
import { local, PROVINCE_KEY } from '../../guard/env';
import { navigate } from '../../router/navigation';
import { fetchSession } from '../../session/api';
import { acceptSession } from '../../session/store';
import { errorText, runAction } from '../../ui';
import { QrCode } from '../../ui/QrCode';
import { useParam } from './parts';

// 扫码登录 (/pc-qr-code-login, public). On the PC (no loginId): the BFF issues a login id bound to
// this browser (api/auth/pc-qr), shown as a QR code for 2 minutes and polled until a staff member
// confirms it on the phone — then this browser has its session and goes in; expired → 刷新二维码.
// On the phone (opened by scanning, ?loginId=): a signed-in staff member confirms or cancels;
// anyone else is asked to log in first and comes back here. The login id is the BFF's own and
// works only for the browser that asked for it (server/routes/auth.ts).

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

function ConfirmOnPhone({ loginId }: { loginId: string }) {
  const [who, setWho] = useState<SessionInfo | null | undefined>(undefined);
  const [done, setDone] = useState<'confirmed' | 'cancelled' | undefined>(undefined);
  const [problem, setProblem] = useState<string | undefined>(undefined);
  useEffect(() => {
    fetchSession().then(setWho, (e: unknown) => setProblem(errorText(e)));
  }, []);
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
        ) : (
          <>
            <strong>在电脑上登录保险助手？</strong>
            <p>工号 {who.user.userCode}</p>
            <p className="muted">请确认是您本人在电脑上扫码；不是您本人操作请点“取消”。</p>
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
