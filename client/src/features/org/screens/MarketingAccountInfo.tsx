import { Link } from 'wouter';
import { Cell, Cells, Section } from '../../../ui';
import AccountInfo from './AccountInfo';
import { BINDING_PATH, useWho, withComId } from '../components/marketing-parts';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';

// 账号信息 (/marketing/account-info?comId=, always available): the WeCom account and the
// marketing-system account it is bound to; the account part and the mobile change are the staff
// account page's (/customer-info/account-info, one implementation). Not bound yet → the way to bind.

export default function MarketingAccountInfo() {
  const { who, problem } = useWho();
  if (problem) return <div className="page"><p className="notice" role="alert">{problem}</p></div>;
  if (who === undefined) return <div className="page"><p className="muted">正在确认身份…</p></div>;
  if (who === null || who.user.systemRole !== 'qyUser') {
    return (
      <div className="page">
        <section className="card pub-center" aria-label="请先登录">
          <strong>{who === null ? '请从企业微信工作台打开本应用' : '仅企业员工有营销系统账号'}</strong>
          {who === null && (
            <Link className="btn btn--primary" href={`/login?${new URLSearchParams({ redirect: '/marketing/account-info' })}`}>
              登录
            </Link>
          )}
        </section>
      </div>
    );
  }
  return (
    <>
      <div className="page org-account org-account--head">
        <Section title="企业微信账号">
          <Cells>
            <Cell label="企业微信 userId">{who.user.userId}</Cell>
            <Cell label="绑定的营销系统工号">{maskEmployeeCode(who.user.userCode) || '未绑定'}</Cell>
          </Cells>
          {!who.user.userCode && (
            <Link className="btn btn--primary btn--block" href={withComId(BINDING_PATH, who.user.comId)}>
              去绑定
            </Link>
          )}
        </Section>
      </div>
      {who.user.userCode && <AccountInfo />}
    </>
  );
}
