import { useEffect } from 'react';
import { useSearch } from 'wouter';
import { ID } from '../../../../../shared/catalogue/limits';
import { navigate } from '../../../lib/navigation/navigation';
import { Loading } from '../../../ui';

// 智能助手 (/customer-info/assistant-redirect, public): the link other apps and the WeCom sidebar
// open. It needs no session itself; it hands over to the assistant (for a customer when the link
// names a well-formed custId), and the guard signs the person in first when there is no session
// (spec 000 §4 step 11), carrying the target. Nothing else from the link is passed on.

const idPattern = new RegExp(ID.pattern);

export function assistantTarget(search: string): string {
  const custId = new URLSearchParams(search).get('custId') ?? '';
  const ok = custId !== '' && custId.length <= ID.maxLength && idPattern.test(custId);
  return ok ? `/customer-info/assistant?custId=${encodeURIComponent(custId)}` : '/customer-info/assistant';
}

export default function AssistantRedirect() {
  const search = useSearch();
  useEffect(() => {
    void navigate(assistantTarget(search), { replace: true });
  }, [search]);
  return (
    <div className="page">
      <Loading text="正在打开智能助手…" />
    </div>
  );
}
