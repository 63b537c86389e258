import { useState, type FormEvent } from 'react';
import { Link } from 'wouter';
import { sendBindCode } from '../api';
import { toast } from '../../../lib/toast-store';
import { runAction, Section, TextField } from '../../../ui';
import { bindAccount, BINDING_PATH, NotForBinding, SCAN_PATH, useWho, withComId } from '../components/marketing-parts';
import { SMS_CODE, SmsCodeField, useResendWait } from '../components/SmsCodeField';

// 账号绑定 (/marketing/marketing-binding?comId=): a WeCom member whose account is not bound to a
// marketing-system account (the route-entry check sends them here) types their 工号, gets a code
// by SMS on the mobile that account has in the marketing system (fwdapi/um/sendBindSMSCode), and
// binds (api/auth/marketing-binding). Or 扫码绑定 with the marketing system's PC page.

const USER_CODE = /^[0-9A-Za-z]{4,20}$/;

export default function MarketingBinding() {
  const { who, problem } = useWho();
  const blocked = NotForBinding({ who, problem, here: BINDING_PATH });
  return (
    <div className="page org-account">
      {blocked ?? (
        <>
          <p className="notice">您的企业微信账号尚未绑定营销系统账号，绑定后即可使用全部功能。</p>
          <BySms />
          <p className="muted org-codes__more">
            营销系统电脑端已登录？<Link href={withComId(SCAN_PATH, who?.user.comId)}>扫码绑定</Link>
          </p>
        </>
      )}
    </div>
  );
}

function BySms() {
  const [userCode, setUserCode] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<{ userCode?: string; code?: string }>({});
  const [sent, setSent] = useState<{ userCode: string; to: string; demo?: string | undefined }>();
  const [wait, setWait] = useResendWait();

  const checkCode = () => {
    const ok = USER_CODE.test(userCode.trim());
    setErrors((e) => ({ ...e, userCode: ok ? undefined : userCode.trim() ? '工号应为4–20位数字或字母' : '请输入营销系统工号' }));
    return ok ? userCode.trim() : undefined;
  };
  const sendCode = async () => {
    const u = checkCode();
    if (!u) return;
    const r = await runAction(() => sendBindCode(u), { loadingText: '正在发送验证码' });
    if (!r) return;
    toast.success(`验证码已发送至 ${r.mobile}`);
    setSent({ userCode: u, to: r.mobile, demo: r.demoSmsCode });
    setWait(r.resendAfterSeconds);
  };
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const u = checkCode();
    const codeError = SMS_CODE.test(code.trim()) ? undefined : '请输入6位短信验证码';
    setErrors({ userCode: u ? undefined : errors.userCode, code: codeError });
    if (!u || codeError) return;
    if (sent?.userCode !== u) return setErrors({ code: '请先获取该工号的验证码' });
    await bindAccount({ userCode: u, smsCode: code.trim() });
  };

  return (
    <Section title="用工号绑定">
      <form onSubmit={(e) => void submit(e)} noValidate>
        <TextField label="营销系统工号" value={userCode} onValue={(v) => {
            setUserCode(v);
            setErrors({ ...errors, userCode: undefined });
          }} error={errors.userCode} placeholder="如 44010009" maxLength={20} autoComplete="username" />
        <SmsCodeField
          code={code}
          onCode={(v) => {
            setCode(v);
            setErrors({ ...errors, code: undefined });
          }}
          error={errors.code}
          wait={wait}
          sent={sent !== undefined}
          onSend={() => void sendCode()}
          demoCode={sent?.demo}
        />
        {sent ? <p className="field__hint">验证码已发送至该工号在营销系统登记的手机 {sent.to}</p> : null}
        <button type="submit" className="btn btn--primary btn--block">
          绑定
        </button>
      </form>
    </Section>
  );
}
