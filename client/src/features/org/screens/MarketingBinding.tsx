import { useState } from 'react';
import { Link } from 'wouter';
import { sendBindCode } from '../api';
import { toast } from '../../../lib/toast-store';
import { runAction, Section, TextField, useForm } from '../../../ui';
import { validateEmployeeCode, validateSmsCode } from '../../../../../shared/domain/typed-codes';
import { bindAccount, BINDING_PATH, NotForBinding, SCAN_PATH, useWho, withComId } from '../components/marketing-parts';
import { SmsCodeField, useResendWait } from '../components/SmsCodeField';

// 账号绑定 (/marketing/marketing-binding?comId=): a WeCom member whose account is not bound to a
// marketing-system account (the route-entry check sends them here) types their 工号, gets a code
// by SMS on the mobile that account has in the marketing system (fwdapi/um/sendBindSMSCode), and
// binds (api/auth/marketing-binding). Or 扫码绑定 with the marketing system's PC page.

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
  const [sent, setSent] = useState<{ userCode: string; to: string; demo?: string | undefined }>();
  const [wait, setWait] = useResendWait();
  const form = useForm(
    { userCode: '', code: '' },
    {
      userCode: validateEmployeeCode,
      code: (v, { userCode }) => {
        const code = validateSmsCode(v);
        if (!code.ok) return code;
        const u = validateEmployeeCode(userCode);
        return u.ok && sent?.userCode !== u.value ? '请先获取该工号的验证码' : null;
      },
    },
  );

  const sendCode = async () => {
    form.touch('userCode');
    const u = validateEmployeeCode(form.values.userCode);
    if (!u.ok) return;
    const r = await runAction(() => sendBindCode(u.value), { loadingText: '正在发送验证码' });
    if (!r) return;
    toast.success(`验证码已发送至 ${r.mobile}`);
    setSent({ userCode: u.value, to: r.mobile, demo: r.demoSmsCode });
    setWait(r.resendAfterSeconds);
  };
  const bind = async ({ userCode, code }: typeof form.values) => {
    await bindAccount({ userCode: userCode.trim(), smsCode: code.trim() });
  };

  return (
    <Section title="用工号绑定">
      <form
        onSubmit={form.onSubmit(bind)}
        noValidate
      >
        <TextField label="营销系统工号" {...form.field('userCode')} placeholder="如 44010009" maxLength={20} autoComplete="username" />
        <SmsCodeField
          field={form.field('code')}
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
