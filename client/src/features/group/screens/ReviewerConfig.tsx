import { AsyncView, Empty, useParam } from '../../../ui';
import { useCall } from '../../../lib/query/use-call';
import { ReviewerForm } from '../components/ReviewerForm';

// 审核人设置 (?id=): one reviewer configuration loaded into the form, to change it.
export default function ReviewerConfig() {
  const id = useParam('id');
  const q = useCall('qt/creategroupapply/queryReviewerConfig', { id }, { enabled: Boolean(id) });
  // The form starts from the configuration as it is now: a kept answer is asked again first.
  const config = { ...q, data: q.loading ? undefined : q.data };
  if (!id) return <div className="page"><div className="card"><Empty text="缺少审核人配置，请从审核人配置列表进入" /></div></div>;
  return (
    <AsyncView query={config} skeleton="rows" emptyText="审核人配置不存在或已删除">
      {(c) => (c ? <ReviewerForm config={c} /> : null)}
    </AsyncView>
  );
}
