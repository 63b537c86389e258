import { useEffect, useState } from 'react';
import { hideLoading, showLoading } from '../../lib/loading-store';
import { setNavbar } from '../../lib/navbar-store';
import { toast } from '../../lib/toast-store';
import { sendChatMessage, closeWindow } from '../../lib/wecom/bridge';

const AVATAR = `data:image/svg+xml,${encodeURIComponent('<svg xmlns="http://www.w3.org/2000/svg" width="32" height="32"><circle cx="16" cy="16" r="16" fill="#1a73e8"/></svg>')}`;

// The navbar's settings driven by a screen: tabs with colours and red dots, custom left and
// right actions, the loading icon, double-tab mode with an avatar.
export default function ShellDemo() {
  const [tab, setTab] = useState('待办');
  const [last, setLast] = useState('');
  const [loadingIcon, setLoadingIcon] = useState(false);
  const [double, setDouble] = useState(false);

  useEffect(() => {
    setNavbar({
      tabs: [
        { name: '待办', color: '#1a73e8', hasDot: '1', active: tab === '待办', onClick: () => setTab('待办') },
        { name: '已办', color: '#e8590c', hasDot: '0', active: tab === '已办', onClick: () => setTab('已办') },
      ],
      leftText: '关闭',
      onClickLeft: () => setLast('left'),
      rightText: loadingIcon ? undefined : '刷新',
      rightIcon: loadingIcon ? 'loading' : undefined,
      onClickRight: () => setLast('right'),
      doubleTab: double,
      avatar: double ? AVATAR : undefined,
    });
  }, [tab, loadingIcon, double]);

  return (
    <div className="page">
      <section className="card">
        <p data-testid="active-tab">当前标签：{tab}</p>
        <p data-testid="last-action">最近操作：{last || '无'}</p>
        <div className="button-row">
          <button type="button" className="btn" onClick={() => setLoadingIcon(!loadingIcon)}>
            切换加载图标
          </button>
          <button type="button" className="btn" onClick={() => setDouble(!double)}>
            切换双标签头像
          </button>
          <button
            type="button"
            className="btn"
            onClick={() => {
              showLoading({ text: '提交中', maskColor: 'rgba(0,0,0,0.5)', spinnerColor: '#fff' });
              setTimeout(hideLoading, 1500);
            }}
          >
            显示加载遮罩
          </button>
          {(['success', 'info', 'error', 'warning'] as const).map((k) => (
            <button key={k} type="button" className="btn" onClick={() => toast[k](`${k} 提示`)}>
              {k}
            </button>
          ))}
          <button type="button" className="btn" onClick={() => void sendChatMessage({ msgtype: 'text', text: { content: '您好，这是一条测试消息' } }).then((r) => setLast(r.ok ? 'sent' : `send failed: ${r.message}`))}>
            发送消息
          </button>
          <button type="button" className="btn" onClick={() => void closeWindow()}>
            关闭窗口
          </button>
        </div>
      </section>
    </div>
  );
}
