import { useState } from 'react';
import { validateMobile } from '../../../../../shared/domain/mobile';
import { sendMobileCode } from '../api';
import { ApiError } from '../../../lib/api/errors';
import { request } from '../../../lib/api/http';
import type { AnswerOf } from '../../../lib/api/names';
import { returnToIntended } from '../../../lib/guard/way-back';
import { toast } from '../../../lib/toast-store';
import { AsyncView, Cell, Cells, Section, Tag, TextField, runAction, useForm, useParams } from '../../../ui';
import { SmsCodeField, useResendWait } from '../components/SmsCodeField';
import { validateSmsCode } from '../../../../../shared/domain/typed-codes';
import { orgName } from '../../../../../shared/domain/organisations';
import { formatTime } from '../../../../../shared/domain/format';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';
import { useCall } from '../../../lib/query/use-call';
import { invalidate } from '../../../lib/query/client';

// The staff member's account (/customer-info/account-info): who they are in the marketing
// system, their WeCom and marketing-system mobiles side by side, and the mobile change with an
// SMS code sent to the new number (sendSMSValidCode, then updateUserQWBySMSValid). The
// same-mobile check of spec 000 §4 sends staff here with ?modifyMobile=1; after the change the BFF
// opens the 24-hour window and 返回原页面 reruns the checks and goes where they meant to go.

type Changed = AnswerOf<'fwdapi/um/updateUserQWBySMSValid'>;


export default function AccountInfo() {
  const fromCheck = useParams().get('modifyMobile') === '1';
  const [changed, setChanged] = useState(false);
  const user = useCall('getUmTUserInfo');
  const mobiles = useCall('queryUserInfoByUserId');

  return (
    <div className="page org-account">
      {fromCheck && !changed ? <p className="notice">营销系统中的手机号与企业微信手机号不一致，请先修改手机号。</p> : null}
      <Section title="账号信息">
        <AsyncView query={user} skeleton="profile">
          {(u) => (
            <Cells>
              <Cell label="姓名">{u.userName}</Cell>
              <Cell label="员工代码">{maskEmployeeCode(u.userCode)}</Cell>
              <Cell label="所属机构">{orgName(u.comCode, u.comCName)}</Cell>
              <Cell label="状态">{u.validStatus === '0' ? <Tag kind="danger">无效</Tag> : <Tag kind="success">有效</Tag>}</Cell>
            </Cells>
          )}
        </AsyncView>
      </Section>
      <Section title="手机号">
        <AsyncView query={mobiles}>
          {(m) => (
            <Cells>
              <Cell label="企业微信手机号">{m.mobile}</Cell>
              <Cell label="营销系统手机号">
                {m.marketingMobile}{' '}
                {m.marketingMobile && m.mobile ? m.marketingMobile === m.mobile ? <Tag kind="success">一致</Tag> : <Tag kind="warning">不一致</Tag> : null}
              </Cell>
              <Cell label="最近修改">{formatTime(m.mobileChangedAt) || undefined}</Cell>
            </Cells>
          )}
        </AsyncView>
      </Section>
      <ChangeMobile
        onChanged={() => {
          setChanged(true);
          invalidate('queryUserInfoByUserId');
        }}
      />
      {fromCheck ? (
        // After the change here — or when it was fixed elsewhere meanwhile — the checks run again.
        <button type="button" className={`btn btn--block${changed ? ' btn--primary' : ''}`} onClick={() => void returnToIntended()}>
          {changed ? '返回原页面' : '已处理，返回原页面'}
        </button>
      ) : null}
    </div>
  );
}

function ChangeMobile({ onChanged }: { onChanged: () => void }) {
  const [sentTo, setSentTo] = useState<string>();
  const [demoCode, setDemoCode] = useState<string>();
  const [wait, setWait] = useResendWait();
  const form = useForm(
    { mobile: '', code: '' },
    {
      mobile: validateMobile,
      code: (v, { mobile }) => {
        const code = validateSmsCode(v);
        if (!code.ok) return code;
        const m = validateMobile(mobile);
        return m.ok && sentTo !== m.value ? '请先获取发送到该手机号的验证码' : null;
      },
    },
  );

  const sendCode = async () => {
    form.touch('mobile');
    const m = validateMobile(form.values.mobile);
    if (!m.ok) return;
    const r = await runAction(() => sendMobileCode(m.value), { loadingText: '正在发送验证码' });
    if (!r) return;
    toast.success(`验证码已发送至 ${r.mobile}`);
    setSentTo(m.value);
    setDemoCode(r.demoSmsCode);
    setWait(r.resendAfterSeconds);
  };

  const change = async ({ mobile, code }: typeof form.values) => {
    const m = mobile.trim();
    const r = await runAction(
      async () => {
        const res = await request<Changed>('POST', 'fwdapi/um/updateUserQWBySMSValid', { query: { smsCode: code.trim() }, body: { mobile: m } });
        // A raw answer: the upstream's own envelope decides.
        if (res.msg !== 'success') throw new ApiError(422, 'UPSTREAM_REJECTED', res.errorMsg || '修改失败，请重试');
        return res;
      },
      { loadingText: '正在修改', success: '手机号已修改' },
    );
    if (!r) return;
    form.reset({ mobile, code: '' });
    setSentTo(undefined);
    setDemoCode(undefined);
    onChanged();
  };

  return (
    <Section title="修改营销系统手机号">
      <form
        onSubmit={form.onSubmit(change)}
        noValidate
      >
        <TextField label="新手机号" {...form.field('mobile')} placeholder="请输入11位手机号" inputMode="numeric" maxLength={11} autoComplete="tel" />
        <SmsCodeField
          field={form.field('code')}
          wait={wait}
          sent={sentTo !== undefined}
          onSend={() => void sendCode()}
          demoCode={demoCode}
        />
        <button type="submit" className="btn btn--primary btn--block">
          确认修改
        </button>
      </form>
    </Section>
  );
}
