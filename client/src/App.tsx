import { lazy, Suspense } from 'react';
import { Redirect, Route, Router, Switch } from 'wouter';
import { basePath } from './base-path';

// Screens load per route (esbuild code splitting): the shell is the only eager code.
const Home = lazy(() => import('./screens/Home'));
const ErrorPage = lazy(() => import('./screens/ErrorPage'));

export function App() {
  return (
    <Router base={basePath()}>
      <header className="navbar" role="banner">
        <h1 className="navbar__title">保险助手</h1>
      </header>
      <p className="banner" role="note">
        本平台为非涉密互联网平台，严禁处理、传输国家秘密、工作秘密和核心商业秘密信息。
      </p>
      <main>
        <Suspense fallback={<div className="loading">加载中…</div>}>
          <Switch>
            <Route path="/">
              <Redirect to="/home/customer-home-page" replace />
            </Route>
            <Route path="/index">
              <Redirect to="/home/customer-home-page" replace />
            </Route>
            <Route path="/home/customer-home-page" component={Home} />
            <Route path="/error/:code">{(params) => <ErrorPage code={params.code} />}</Route>
            <Route>
              <Redirect to="/error/404" replace />
            </Route>
          </Switch>
        </Suspense>
      </main>
    </Router>
  );
}
