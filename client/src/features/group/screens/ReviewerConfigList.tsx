import { Link } from 'wouter';
import { ActionBar, PagedList, runAction, usePaged, useUrlState, SearchBox } from '../../../ui';
import { formatTime } from '../../../../../shared/domain/format';
import { loadReviewerConfigs, deleteReviewerConfig, type ReviewerConfig } from '../api';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';
import { NoConfigPermission, useConfigPermission } from '../components/config-permission';

// 审核人配置: the province's create-group reviewers and the branches each reviews, searched by
// name or employee code; tap one to change it, delete it (confirmed), or add one. Changing them needs
// the enterprise-config permission: without it the list is read only, and says why.

export default function ReviewerConfigList() {
  const [keyword, setKeyword] = useUrlState('keyword');
  const permitted = useConfigPermission();
  const list = usePaged(
    (pageNo, pageSize, signal) =>
      loadReviewerConfigs({ ...(keyword ? { keyword } : {}), pageNo, pageSize }, signal),
    [keyword],
    10,
    { pagesParam: 'pages', calls: ['qt/creategroupapply/queryReviewerConfigList'] },
  );
  const remove = async (c: ReviewerConfig) => {
    await runAction(() => deleteReviewerConfig({ id: c.id }), {
      confirm: { title: '删除审核人配置', message: `删除后${c.reviewerName}不再审核${c.comNames.join('、')}的建群申请，确定删除？`, okText: '删除', danger: true },
      success: '已删除',
    });
  };
  return (
    <div className="page">
      {permitted === false && <NoConfigPermission />}
      <SearchBox label="搜索审核人" placeholder="审核人姓名或员工代码" value={keyword} onSearch={setKeyword} />
      <PagedList
        state={list}
        label="审核人配置"
        emptyText={keyword ? `没有找到“${keyword}”的审核人配置` : '还没有配置建群审核人'}
        keyOf={(c) => String(c.id)}
        renderItem={(c) => (
          <div className="gp-config">
            <Link href={`/reviewer-config?id=${encodeURIComponent(String(c.id))}`} className="gp-config__body">
              <span className="sr-only">修改</span>
              <strong>
                {c.reviewerName} <span className="muted">{maskEmployeeCode(c.reviewerUserCode)}</span>
              </strong>
              <span>审核机构：{c.comNames.join('、')}</span>
              {c.remark && <span className="muted">{c.remark}</span>}
              <span className="muted">更新于 {formatTime(c.updatedAt, 'YYYY-MM-DD HH:mm')}</span>
            </Link>
            {permitted !== false && (
              <button type="button" className="btn btn--small btn--quiet" onClick={() => void remove(c)} aria-label={`删除 ${c.reviewerName} 的配置`}>
                删除
              </button>
            )}
          </div>
        )}
      />
      <ActionBar actions={permitted === false ? [] : [{ label: '添加审核人', href: '/reviewer-config-add', primary: true }]} />
    </div>
  );
}
