import { useEffect, useState } from 'react';
import { TextField } from '../../../ui';

// The SMS code row of the account forms (mobile change, account binding): the 6-digit code, the
// send button with its countdown before another, and — with the demo upstream — the code it "sent".

/** The seconds to wait before another code may be sent, counting down. */
export function useResendWait(): [number, (seconds: number) => void] {
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const t = setTimeout(() => setWait((w) => w - 1), 1000);
    return () => clearTimeout(t);
  }, [wait]);
  return [wait, setWait];
}

/** `field`: the code's field of the form (useForm's `field('code')`). */
export function SmsCodeField(props: { field: { value: string; onValue: (v: string) => void; onBlur: () => void; error: string | undefined }; wait: number; sent: boolean; onSend: () => void; demoCode?: string | undefined }) {
  return (
    <>
      <div className="org-sms">
        <TextField label="短信验证码" {...props.field} placeholder="6位验证码" inputMode="numeric" maxLength={6} autoComplete="one-time-code" />
        <button type="button" className="btn btn--small org-sms__send" disabled={props.wait > 0} onClick={props.onSend}>
          {props.wait > 0 ? `${props.wait} 秒后重发` : props.sent ? '重新发送' : '获取验证码'}
        </button>
      </div>
      {props.demoCode ? <p className="field__hint">演示环境验证码：{props.demoCode}</p> : null}
    </>
  );
}
