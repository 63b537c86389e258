const TEXT: Record<string, string> = {
  '401': '未登录或登录已过期',
  '404': '页面不存在',
  '500': '系统错误，请稍后重试',
};

export default function ErrorPage({ code }: { code: string }) {
  return (
    <div className="error-page" role="alert">
      <div className="error-page__code">{code}</div>
      <p>{TEXT[code] ?? '出错了'}</p>
    </div>
  );
}
