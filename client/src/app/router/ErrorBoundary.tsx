import { Component, type ReactNode } from 'react';

// A screen that throws (or whose chunk fails to load) shows a message; the shell stays usable.
export class ErrorBoundary extends Component<{ children: ReactNode }, { error: Error | null }> {
  override state = { error: null as Error | null };
  static getDerivedStateFromError(error: Error) {
    return { error };
  }
  override componentDidCatch(error: Error) {
    console.error('[screen] failed', error);
  }
  override render() {
    if (!this.state.error) return this.props.children;
    const loadFailed = /import|chunk|fetch/i.test(this.state.error.message);
    return (
      <div className="error-page" role="alert" data-testid="screen-error">
        <p>{loadFailed ? '页面加载失败，请检查网络后重试' : '页面出错了'}</p>
        <button type="button" className="btn" onClick={() => location.reload()}>
          重新加载
        </button>
      </div>
    );
  }
}
