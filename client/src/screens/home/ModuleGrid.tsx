import { Link } from 'wouter';
import { call } from '../../api';
import type { AnswerOf } from '../../api/names';
import { hasScreen } from '../../router/screens';
import { useQuery } from '../../ui';

// Entry points to the other modules (moved here from screens/Home.tsx). A tile shows once its
// screen exists (hasScreen): an entry never leads to the placeholder. The moments tile carries the
// number of tasks still to publish.
const MODULES = [
  { to: '/customer-info/query-customer', label: '客户绑定', icon: '绑' },
  { to: '/home/service-tasks', label: '服务任务', icon: '服' },
  { to: '/home/mission-center', label: '续保任务', icon: '续' },
  { to: '/home/mission-center-nocar', label: '非车任务', icon: '任' },
  { to: '/home/mission-center-yxtask', label: '营销任务', icon: '营' },
  { to: '/customer-info/customer-reservation', label: '客户预约', icon: '约' },
  { to: '/client/client-regulate', label: '客户管理', icon: '管' },
  { to: '/customer-info/reportlist', label: '报表', icon: '报' },
  { to: '/client/data-board', label: '数据看板', icon: '数' },
  { to: '/custcare-msg/custcare-msg-query', label: '客户关怀', icon: '关' },
  { to: '/group-msg/group-msg-query', label: '群发消息', icon: '群' },
  { to: '/custcare-msg/disaster-warning-msg', label: '灾害预警', icon: '灾' },
  { to: '/poster/index', label: '海报', icon: '海' },
  { to: '/news/articles', label: '文章', icon: '文' },
  { to: '/verbal-trick-manage/search-patter-by-type3', label: '话术', icon: '话' },
  { to: '/product/index', label: '产品', icon: '产' },
  { to: '/moments/moments-task-query', label: '朋友圈', icon: '圈', badge: 'moments' },
  { to: '/favorites/favorite-list', label: '我的收藏', icon: '藏' },
  { to: '/knowledge/index', label: '知识库', icon: '知' },
  { to: '/business-card/index', label: '我的名片', icon: '名' },
  { to: '/customer-info/assistant', label: '智能助手', icon: '助' },
  { to: '/home/custome-assistant', label: '客户助手', icon: '客' },
  { to: '/customer-info/non-vehicle', label: '非车险', icon: '非' },
  { to: '/customer-info/all-lables', label: '客户标签', icon: '标' },
  { to: '/management-of-car-mall/che-shang-tong', label: '车辆查询', icon: '车' },
  { to: '/create-group-type', label: '一键建群', icon: '建' },
  { to: '/review', label: '建群审核', icon: '审' },
  { to: '/customer-info/group-configuration', label: '群配置', icon: '配' },
  { to: '/home/added-services-value', label: '增值服务', icon: '增' },
  { to: '/common/gift-service', label: '礼品', icon: '礼' },
  { to: '/configuration-nape/points-allocation', label: '积分', icon: '积' },
  { to: '/service-pack-application/service-pack-govern', label: '服务包', icon: '包' },
  { to: '/value-added-services/value-added-allocation-scheme', label: '增值方案', icon: '案' },
] as const;

export function ModuleGrid() {
  return (
    <section className="card" aria-label="功能入口">
      <nav className="grid">
        {MODULES.filter((m) => hasScreen(m.to)).map((m) => (
          <Link key={m.to} href={m.to}>
            <span className="icon" aria-hidden="true">
              {m.icon}
            </span>
            {'badge' in m && <MomentsBadge />}
            {m.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}

/** Moments tasks not yet published; nothing while loading or when there are none. */
function MomentsBadge() {
  const count = useQuery((signal) => call<AnswerOf<'queryMomentsTaskCount'>, 'queryMomentsTaskCount'>('queryMomentsTaskCount', {}, { signal }), []);
  const n = count.data?.unsent ?? 0;
  if (n === 0) return null;
  return (
    <span className="grid__badge" aria-label={`${n} 个未发表`}>
      {n > 99 ? '99+' : n}
    </span>
  );
}
