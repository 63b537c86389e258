import { ActionBar, AsyncView, Cell, Cells, Section, TextField, useForm, useUrlState, useParams } from '../../../ui';
import { bindAccount, NotForBinding, SCAN_PATH, useWho } from '../components/marketing-parts';
import { useCall } from '../../../lib/query/use-call';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';
import { validateBindCode } from '../../../../../shared/domain/typed-codes';

// 扫码绑定 (/marketing/scan-code-binding?comId=&code=): the marketing system's PC page shows a
// one-time binding code as a QR code; scanning it with WeCom opens this page with ?code=. The page
// shows which account the code belongs to (fwdapi/um/queryBindCode; the name masked) and binds on
// 确认绑定. Without a code (opened otherwise) the code printed under the QR can be typed.

export default function ScanCodeBinding() {
  const { who, problem } = useWho();
  const [code, setCode] = useUrlState('code');
  const here = `${SCAN_PATH}?${useParams().toString()}`;
  const blocked = NotForBinding({ who, problem, here });
  return <div className="page org-account">{blocked ?? (code ? <Confirm code={code} onOther={() => setCode('')} /> : <TypeCode onCode={setCode} />)}</div>;
}

function TypeCode({ onCode }: { onCode: (c: string) => void }) {
  const form = useForm({ typed: '' }, { typed: validateBindCode });
  return (
    <Section title="扫码绑定">
      <p className="muted">在营销系统电脑端打开“绑定企业微信”，用企业微信“扫一扫”扫描二维码；也可输入二维码下方的绑定码。</p>
      <form
        noValidate
        onSubmit={form.onSubmit(({ typed }) => onCode(typed.trim()))}
      >
        <TextField label="绑定码" {...form.field('typed')} maxLength={32} autoCapitalize="characters" placeholder="如 KHYX7Q2M9P" />
        <button type="submit" className="btn btn--primary btn--block">
          下一步
        </button>
      </form>
    </Section>
  );
}

function Confirm({ code, onOther }: { code: string; onOther: () => void }) {
  const account = useCall('fwdapi/um/queryBindCode', { bindCode: code });
  return (
    <>
      <Section title="将绑定的营销系统账号">
        <AsyncView query={account}>
          {(a) => (
            <Cells>
              <Cell label="工号">{maskEmployeeCode(a.userCode)}</Cell>
              <Cell label="姓名">{a.userName}</Cell>
              <Cell label="所属机构">{a.comName}</Cell>
              <Cell label="绑定码有效期至">{a.expireTime}</Cell>
            </Cells>
          )}
        </AsyncView>
      </Section>
      <p className="muted org-codes__more">请确认是您本人的账号；不是请取消，并在电脑端重新获取二维码。</p>
      <ActionBar
        actions={[
          { label: '换一个绑定码', onClick: onOther },
          { label: '确认绑定', primary: true, disabled: !account.data, onClick: () => void bindAccount({ bindCode: code }) },
        ]}
      />
    </>
  );
}
