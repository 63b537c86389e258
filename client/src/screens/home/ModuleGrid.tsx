import { Link } from 'wouter';
import { hasScreen } from '../../router/screens';

// Entry points to the other modules (moved here from screens/Home.tsx). A tile shows once its
// screen exists (hasScreen): an entry never leads to the placeholder.
const MODULES = [
  { to: '/customer-info/query-customer', label: '客户绑定', icon: '绑' },
  { to: '/custcare-msg/custcare-msg-query', label: '客户关怀', icon: '关' },
  { to: '/group-msg/group-msg-query', label: '群发消息', icon: '群' },
  { to: '/custcare-msg/disaster-warning-msg', label: '灾害预警', icon: '灾' },
  { to: '/poster/index', label: '海报', icon: '海' },
  { to: '/news/articles', label: '文章', icon: '文' },
  { to: '/favorites/favorite-list', label: '我的收藏', icon: '藏' },
  { to: '/knowledge/index', label: '知识库', icon: '知' },
  { to: '/business-card/index', label: '我的名片', icon: '名' },
  { to: '/customer-info/non-vehicle', label: '非车险', icon: '非' },
  { to: '/customer-info/all-lables', label: '客户标签', icon: '标' },
  { to: '/management-of-car-mall/che-shang-tong', label: '车辆查询', icon: '车' },
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
            {m.label}
          </Link>
        ))}
      </nav>
    </section>
  );
}
