import { useCall } from '../../../lib/query/use-call';

// Reviewer configuration is changed with the enterprise-config permission (spec 001 §6), which the
// upstream answers for this session; the BFF refuses a change without it (403 NO_ENTERPRISE_CONFIG).
// The screens ask first, so that a staff member without it reads the configuration and is told why
// they cannot change it, instead of meeting the refusal.

/** Whether the caller may change reviewer configuration; undefined while asking (or when the question failed: the BFF still decides). */
export function useConfigPermission(): boolean | undefined {
  const per = useCall('um/umtuser/getEnterpriseConfigPer');
  return per.data === undefined ? undefined : per.data.permission === '1';
}

/** Said on the reviewer-configuration screens to a staff member without the permission. */
export function NoConfigPermission() {
  return (
    <p className="notice" role="note">
      您没有企业配置权限，可查看建群审核人配置；添加、修改或删除请联系管理员开通
    </p>
  );
}
