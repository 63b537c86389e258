import { ColleagueSearch } from '../../../parts/ColleagueSearch';
import type { Colleague } from '../api';
import { maskEmployeeCode } from '../../../../../shared/domain/mask';
import { Popup } from '../../../ui/popup';

// Choosing the colleague a task goes to, in a bottom sheet. Only colleagues of the caller's
// province can take the customer; the reader and others are listed with the reason and cannot
// be picked. The confirm step is the caller's.

export function HandOverSheet({ open, subject, onClose, onChoose }: { open: boolean; subject: string; onClose: () => void; onChoose: (c: Colleague) => void }) {
  if (!open) return null;
  return (
    <Popup title="转交任务" onClose={onClose} className="sheet tk-sheet">
      <div className="sheet__head">
        <h2 className="sheet__title">转交任务</h2>
        <button type="button" className="btn btn--text btn--small" onClick={onClose}>
          取消
        </button>
      </div>
      <p className="muted tk-sheet__subject">{subject}</p>
      <ColleagueSearch
        label="接收同事"
        autoFocus
        renderHit={({ colleague: c, note }) => (
          <button type="button" className="tk-person" disabled={note !== undefined} onClick={() => onChoose(c)}>
            <span className="tk-person__name">
              {c.userName} <span className="muted">{maskEmployeeCode(c.userCode)}</span>
            </span>
            <span className="tk-person__org">{note === '非本省机构' ? '非本省机构，不能接收' : (note ?? c.comCName ?? c.comCode)}</span>
          </button>
        )}
      />
    </Popup>
  );
}
