import { spawn } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { parser } from '@prometheus-io/lezer-promql';
import { ConfigMap, Service } from 'kubernetes-models/v1';
import { Deployment } from 'kubernetes-models/apps/v1';
import { HorizontalPodAutoscaler } from 'kubernetes-models/autoscaling/v2';
import { PodDisruptionBudget } from 'kubernetes-models/policy/v1';
import { NetworkPolicy } from 'kubernetes-models/networking.k8s.io/v1';
import request from 'supertest';
import { describe, expect, it } from 'vitest';
import { parseAllDocuments, parse as parseYaml } from 'yaml';
import { DEMO_TOKEN_SECRET } from '../../demo/token.js';
import { startDemoUpstream } from '../../demo/upstream.js';
import { CONFIG_VARS, loadConfig } from '../../server/config.js';
import { startStack } from '../helpers/app.js';
import { cookieFor } from '../helpers/session.js';

// The Kubernetes manifests (deploy/k8s) against the Kubernetes schemas (kubernetes-models), and the
// Grafana dashboard and Prometheus alert rules (deploy/grafana, deploy/prometheus) against what the
// BFF's /metrics exports: every expression parses as PromQL, every metric it names exists.

const K8S = 'deploy/k8s/';
const MODELS: Record<string, new (data: never) => { validate(): void }> = {
  'v1/ConfigMap': ConfigMap,
  'v1/Service': Service,
  'apps/v1/Deployment': Deployment,
  'autoscaling/v2/HorizontalPodAutoscaler': HorizontalPodAutoscaler,
  'policy/v1/PodDisruptionBudget': PodDisruptionBudget,
  'networking.k8s.io/v1/NetworkPolicy': NetworkPolicy,
};

type Manifest = { apiVersion: string; kind: string; metadata: { name: string }; spec?: Record<string, unknown> } & Record<string, unknown>;
const manifests: Array<Manifest & { file: string }> = readdirSync(K8S)
  .filter((f) => f.endsWith('.yaml') && f !== 'kustomization.yaml')
  .flatMap((file) => parseAllDocuments(readFileSync(K8S + file, 'utf8')).map((d) => ({ ...(d.toJS() as Manifest), file })));
const find = (kind: string, name: string) => manifests.find((m) => m.kind === kind && m.metadata.name === name) as Manifest & { spec: any }; // eslint-disable-line @typescript-eslint/no-explicit-any

describe('Kubernetes manifests', () => {
  it('every manifest validates against its Kubernetes schema', () => {
    expect(manifests.length).toBeGreaterThanOrEqual(9);
    for (const m of manifests) {
      const Model = MODELS[`${m.apiVersion}/${m.kind}`];
      expect(Model, `${m.file}: ${m.apiVersion} ${m.kind}`).toBeDefined();
      expect(() => new Model!(m as never).validate(), `${m.file}: ${m.kind} ${m.metadata.name}`).not.toThrow();
    }
    // The validator does catch mistakes.
    const broken = structuredClone(find('Deployment', 'wecom-bff')) as Manifest & { spec: { replicas: unknown } };
    broken.spec.replicas = 'two';
    expect(() => new Deployment(broken as never).validate()).toThrow();
  });

  it('kustomization.yaml lists every manifest file', () => {
    const k = parseYaml(readFileSync(`${K8S}kustomization.yaml`, 'utf8')) as { resources: string[] };
    expect([...k.resources].sort()).toEqual([...new Set(manifests.map((m) => m.file))].sort());
  });

  it('the BFF: probes on /healthz and /readyz, resources, non-root, read-only root, graceful stop', () => {
    const d = find('Deployment', 'wecom-bff').spec;
    const pod = d.template.spec;
    const [bff] = pod.containers;
    expect(bff.startupProbe.httpGet.path).toBe('/healthz');
    expect(bff.livenessProbe.httpGet.path).toBe('/healthz');
    expect(bff.readinessProbe.httpGet.path).toBe('/readyz');
    expect(bff.resources.requests).toMatchObject({ cpu: expect.any(String), memory: expect.any(String) });
    expect(bff.resources.limits.memory).toBe('512Mi');
    expect(pod.securityContext).toMatchObject({ runAsNonRoot: true, runAsUser: 1000 });
    expect(bff.securityContext).toMatchObject({ readOnlyRootFilesystem: true, allowPrivilegeEscalation: false, capabilities: { drop: ['ALL'] } });
    expect(pod.terminationGracePeriodSeconds).toBeGreaterThan(30);
    expect(d.selector.matchLabels).toEqual(d.template.metadata.labels);
    // The Dockerfile's user is the same numeric id.
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(/^USER 1000:1000$/m);
    // Redis: the same hardening.
    const redis = find('Deployment', 'wecom-bff-redis').spec.template.spec;
    expect(redis.securityContext.runAsNonRoot).toBe(true);
    expect(redis.containers[0].securityContext.readOnlyRootFilesystem).toBe(true);
    expect(redis.containers[0].readinessProbe).toBeDefined();
  });

  it('Service, HPA, PDB and NetworkPolicies select the BFF’s pods; the ConfigMap sets only known variables', () => {
    const labels = find('Deployment', 'wecom-bff').spec.template.metadata.labels;
    expect(find('Service', 'wecom-bff').spec.selector).toEqual(labels);
    expect(find('PodDisruptionBudget', 'wecom-bff').spec.selector.matchLabels).toEqual(labels);
    expect(find('NetworkPolicy', 'wecom-bff').spec.podSelector.matchLabels).toEqual(labels);
    expect(find('HorizontalPodAutoscaler', 'wecom-bff').spec.scaleTargetRef).toMatchObject({ kind: 'Deployment', name: 'wecom-bff' });
    expect(find('NetworkPolicy', 'wecom-bff-redis').spec.ingress[0].from[0].podSelector.matchLabels).toEqual(labels);
    const known = new Set([...CONFIG_VARS.map((v) => v.name), 'NODE_OPTIONS']);
    for (const key of Object.keys(find('ConfigMap', 'wecom-bff').data as object)) expect(known.has(key), key).toBe(true);
  });

  it('the ConfigMap, with the Secret’s variables, is a configuration the BFF starts with', () => {
    const data = find('ConfigMap', 'wecom-bff').data as Record<string, string>;
    // The Secret wecom-bff (made by ops): stand-ins of the right shape.
    const secret = { TOKEN_SECRET: 'k'.repeat(48), AES_SECRET: 'a'.repeat(32), METRICS_TOKEN: 'm'.repeat(32) };
    const inline = Object.fromEntries((find('Deployment', 'wecom-bff').spec.template.spec.containers[0].env as { name: string; value: string }[]).map((e) => [e.name, e.value]));
    const config = loadConfig({ ...data, ...secret, ...inline });
    expect(config.trustProxy).toBe(1);
    // A value loadConfig refuses fails here, not at the deployment's start.
    expect(() => loadConfig({ ...data, ...secret, TRUST_PROXY: 'true' })).toThrow(/TRUST_PROXY/);
  });
});

describe('the audit log ships apart from the request log', () => {
  // The built entry point, with the ConfigMap's AUDIT_LOG (and compose's): a change's audit line
  // reaches that stream, the request log never holds an audit line, nor the audit stream a request.
  it('the ConfigMap’s and compose’s AUDIT_LOG (stderr) receive the audit line; stdout, the request log, does not', async () => {
    const where = (find('ConfigMap', 'wecom-bff').data as Record<string, string>)['AUDIT_LOG'];
    expect(where).toBe('stderr');
    expect(/^ {4}AUDIT_LOG: (\S+)$/m.exec(readFileSync('compose.yaml', 'utf8'))?.[1]).toBe(where);
    const demo = await startDemoUpstream();
    const child = spawn(process.execPath, ['dist/server/main.js'], {
      env: { ...process.env, PORT: '0', UPSTREAM_URL: demo.url, PUBLIC_URL: 'http://127.0.0.1', TOKEN_SECRET: DEMO_TOKEN_SECRET, LOG_LEVEL: 'info', AUDIT_LOG: where },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stderr.on('data', (c) => (err += c));
    const exited = new Promise<void>((r) => child.on('exit', () => r()));
    try {
      const url = await new Promise<string>((resolve, reject) => {
        child.stdout.on('data', (c) => {
          out += c;
          const m = /open (http:\/\/[^\s]+)/.exec(out);
          if (m?.[1]) resolve(m[1].replace(/\/$/, ''));
        });
        child.on('exit', (code) => reject(new Error(`BFF exited early (${code}): ${out}${err}`)));
      });
      const res = await fetch(`${url}/api/saveMergeSendEnable`, {
        method: 'POST',
        headers: { cookie: cookieFor('44010001'), 'x-csrf': '1', 'content-type': 'application/json' },
        body: JSON.stringify({ mergeSendEnable: '1' }),
      });
      expect(res.status).toBe(200);
      // Written once the answer has gone: wait for the line, then stop the BFF (it flushes its logs).
      for (let i = 0; i < 200 && !err.includes('"call":"saveMergeSendEnable"'); i++) await new Promise((r) => setTimeout(r, 25));
    } finally {
      child.kill('SIGTERM');
      await exited;
      await demo.close();
    }
    const lines = (text: string) => text.split('\n').filter((l) => l.startsWith('{')).map((l) => JSON.parse(l) as Record<string, unknown>);
    const audit = lines(err);
    expect(audit).toContainEqual(expect.objectContaining({ log: 'audit', msg: 'change', call: 'saveMergeSendEnable', userCode: '44010001', outcome: 'done' }));
    expect(audit.every((l) => l['log'] === 'audit'), err).toBe(true);
    const requests = lines(out);
    expect(requests.some((l) => JSON.stringify(l).includes('/api/saveMergeSendEnable'))).toBe(true);
    expect(requests.filter((l) => l['log'] === 'audit')).toEqual([]);
  });
});

/** The metric names a PromQL expression selects; throws if it does not parse. */
function metricsOf(expr: string): string[] {
  const tree = parser.parse(expr);
  const names: string[] = [];
  let error = false;
  tree.iterate({
    enter(node) {
      if (node.type.isError) error = true;
      if (node.name === 'VectorSelector') {
        const id = node.node.getChild('Identifier');
        if (id) names.push(expr.slice(id.from, id.to));
      }
    },
  });
  if (error) throw new Error(`not PromQL: ${expr}`);
  return names;
}

describe('the Grafana dashboard and the Prometheus alert rules', () => {
  const alerts = (parseYaml(readFileSync('deploy/prometheus/alerts.yaml', 'utf8')) as { groups: Array<{ rules: Array<{ alert: string; expr: string; labels: { severity: string }; annotations: { summary: string } }> }> }).groups.flatMap((g) => g.rules);
  const dashboard = JSON.parse(readFileSync('deploy/grafana/wecom-bff.json', 'utf8')) as { panels: Array<{ title: string; targets: Array<{ expr: string }> }>; templating: { list: Array<{ definition?: string }> } };
  const exprs = [
    ...alerts.map((r) => r.expr),
    ...dashboard.panels.flatMap((p) => p.targets.map((t) => t.expr.replaceAll('$__rate_interval', '5m').replaceAll('$job', 'wecom-bff'))),
  ];

  it('every alert has an expression that parses, a severity and a summary; every panel a query', () => {
    expect(alerts.length).toBeGreaterThanOrEqual(8);
    for (const r of alerts) {
      expect(metricsOf(r.expr).length, r.alert).toBeGreaterThan(0);
      expect(['critical', 'warning', 'info']).toContain(r.labels.severity);
      expect(r.annotations.summary.length).toBeGreaterThan(0);
    }
    expect(dashboard.panels.length).toBeGreaterThanOrEqual(10);
    for (const p of dashboard.panels) expect(p.targets.length, p.title).toBeGreaterThan(0);
  });

  it('every metric they name is one the BFF exports on /metrics', async () => {
    const stack = await startStack();
    try {
      // A request or two so that every labelled metric has been touched.
      await request(stack.app.server).get('/api/weixinCustPortraitDetail').query({ custId: 'C4400000001' }).set('cookie', cookieFor());
      const text = (await request(stack.app.server).get('/metrics')).text;
      const exported = new Set([...text.matchAll(/^# TYPE (\S+) (\w+)$/gm)].flatMap(([, name, type]) => (type === 'histogram' ? [`${name}_bucket`, `${name}_sum`, `${name}_count`] : type === 'summary' ? [name!, `${name}_sum`, `${name}_count`] : [name!])));
      const named = new Set(exprs.flatMap(metricsOf));
      named.add(/label_values\((\w+)/.exec(dashboard.templating.list.map((v) => v.definition ?? '').join(' '))![1]!);
      expect(named.size).toBeGreaterThan(8);
      for (const name of named) expect(exported.has(name), `${name} is not exported`).toBe(true);
    } finally {
      await stack.close();
    }
  });
});
