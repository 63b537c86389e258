import { Empty } from './States';

/**
 * A page opened without the parameter it needs (a customer's id, a policy number): say which,
 * and where to open it from, instead of loading nothing. `what` names the thing (客户信息, 保单号),
 * `from` the page that links here (客户详情 unless said).
 */
export function MissingParam({ what, from = '客户详情' }: { what: string; from?: string }) {
  return (
    <div className="page">
      <div className="card">
        <Empty text={`缺少${what}，请从${from}进入本页面`} />
      </div>
    </div>
  );
}
