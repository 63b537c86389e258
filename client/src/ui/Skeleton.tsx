// Placeholders in the shape of what is coming: a section shows its skeleton while its own call
// runs, so the page keeps its layout and nothing already loaded is hidden. One component, a few
// shapes; the bars are grey blocks that pulse (no text, so nothing to read aloud but "加载中").

export type SkeletonShape = 'rows' | 'profile' | 'stats' | 'tags';

const Bar = ({ w, h = 12 }: { w: string; h?: number }) => <span className="sk-bar" style={{ width: w, height: h }} />;

export function Skeleton({ shape = 'rows', rows = 3 }: { shape?: SkeletonShape; rows?: number }) {
  return (
    <div className={`sk sk--${shape}`} role="status" aria-live="polite" aria-label="加载中" data-testid="skeleton">
      {shape === 'profile' && (
        <div className="sk-profile">
          <span className="sk-avatar" />
          <div className="sk-lines">
            <Bar w="40%" h={16} />
            <Bar w="70%" />
            <Bar w="55%" />
          </div>
        </div>
      )}
      {shape === 'stats' && (
        <div className="sk-stats">
          {Array.from({ length: 8 }, (_, i) => (
            <div key={i} className="sk-lines">
              <Bar w="60%" h={16} />
              <Bar w="40%" />
            </div>
          ))}
        </div>
      )}
      {shape === 'tags' && (
        <div className="sk-tags">
          {['48px', '64px', '40px', '56px', '72px'].map((w, i) => (
            <Bar key={i} w={w} h={20} />
          ))}
        </div>
      )}
      {shape === 'rows' &&
        Array.from({ length: rows }, (_, i) => (
          <div key={i} className="sk-lines sk-row">
            <Bar w="65%" h={14} />
            <Bar w="90%" />
            <Bar w="45%" />
          </div>
        ))}
    </div>
  );
}
