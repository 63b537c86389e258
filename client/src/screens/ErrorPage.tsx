import type { ScreenProps } from '../router/screens';

const TEXT: Record<string, string> = {
  '401': '未登录或无权访问此页面',
  '404': '页面不存在',
  '500': '系统错误，请稍后重试',
};

/** The error pages take their code from the route (/error/401, /error/404, /error/500). */
export default function ErrorPage({ route }: ScreenProps) {
  const code = route.path.split('/').pop() ?? '';
  return (
    <div className="error-page" role="alert">
      <div className="error-page__code">{code}</div>
      <p>{TEXT[code] ?? '出错了'}</p>
    </div>
  );
}
