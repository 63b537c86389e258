import { Link } from 'wouter';

/** No card yet: the manager query's own words (spec 000 §8) and the way to register. */
export function NoCard() {
  return (
    <section className="card bc-none">
      <p className="notice">查询失败，暂无此用户对应的客户经理或理赔顾问信息，请先注册！</p>
      <Link href="/business-card/register-card?type=register" className="btn btn--primary bc-wide">
        登记名片
      </Link>
    </section>
  );
}
