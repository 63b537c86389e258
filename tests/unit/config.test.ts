import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CONFIG_VARS, ConfigError, loadConfig, normaliseBasePath } from '../../server/config.js';

const REAL = { PUBLIC_URL: 'https://wecom.example.com', TOKEN_SECRET: 'test-secret' };

describe('configuration from the environment', () => {
  it('has working defaults: port 3000 on 127.0.0.1, base path /, demo upstream when UPSTREAM_URL is unset', () => {
    const c = loadConfig({});
    expect(c.port).toBe(3000);
    expect(c.host).toBe('127.0.0.1');
    expect(c.basePath).toBe('/');
    expect(c.upstreamUrl).toBeUndefined();
    expect(c.corsOrigins).toEqual([]);
  });

  it.each([
    [{ PORT: 'abc' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ UPSTREAM_URL: 'not a url' }, /UPSTREAM_URL/],
    [{ UPSTREAM_URL: 'ftp://x' }, /UPSTREAM_URL/],
    [{ BASE_PATH: 'app' }, /BASE_PATH/],
    [{ LOG_LEVEL: 'loud' }, /LOG_LEVEL/],
    [{ TRUST_PROXY: 'maybe' }, /TRUST_PROXY/],
    [{ CORS_ORIGINS: 'https://ok.example,nope' }, /CORS_ORIGINS/],
  ])('rejects %o with a message naming the variable', (env, name) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(name);
  });

  it('normalises the base path and the upstream URL', () => {
    expect(normaliseBasePath('/app')).toBe('/app/');
    expect(normaliseBasePath('/app///')).toBe('/app/');
    expect(loadConfig({ UPSTREAM_URL: 'https://api.example.com/', ...REAL }).upstreamUrl).toBe('https://api.example.com');
  });

  it('with UPSTREAM_URL, PUBLIC_URL and TOKEN_SECRET are required (unverified tokens only when said explicitly)', () => {
    const upstream = { UPSTREAM_URL: 'https://api.example.com' };
    expect(() => loadConfig({ ...upstream, TOKEN_SECRET: 'k' })).toThrow(/PUBLIC_URL/);
    expect(() => loadConfig({ ...upstream, PUBLIC_URL: 'https://wecom.example.com' })).toThrow(/TOKEN_SECRET/);
    expect(() => loadConfig({ ...upstream, PUBLIC_URL: 'not a url', TOKEN_SECRET: 'k' })).toThrow(/PUBLIC_URL/);
    const unverified = loadConfig({ ...upstream, PUBLIC_URL: 'https://wecom.example.com/', ALLOW_UNVERIFIED_TOKENS: 'true' });
    expect(unverified.tokenSecret).toBeUndefined();
    expect(unverified.allowUnverifiedTokens).toBe(true);
    expect(unverified.publicUrl).toBe('https://wecom.example.com');
    // The demo upstream needs neither.
    expect(loadConfig({}).publicUrl).toBeUndefined();
  });

  it('state: embedded unless REDIS_URL names a redis:// or rediss:// server; keys prefixed', () => {
    expect(loadConfig({}).redisUrl).toBeUndefined();
    expect(loadConfig({}).redisKeyPrefix).toBe('wecom-bff:');
    const c = loadConfig({ REDIS_URL: 'rediss://:secret@redis.internal:6380/1', REDIS_KEY_PREFIX: 'prod:' });
    expect(c.redisUrl).toBe('rediss://:secret@redis.internal:6380/1');
    expect(c.redisKeyPrefix).toBe('prod:');
    for (const bad of ['http://redis:6379', 'redis-host:6379']) expect(() => loadConfig({ REDIS_URL: bad })).toThrow(/REDIS_URL/);
  });

  it('the README configuration table lists every variable', () => {
    const readme = readFileSync('README.md', 'utf8');
    for (const v of CONFIG_VARS) expect(readme, v.name).toContain(`| \`${v.name}\``);
  });
});
