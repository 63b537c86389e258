import type { FastifyRequest } from 'fastify';
import type { CatalogueEntry } from '../../shared/catalogue/index.js';
import { getField, isBlank, type Fields } from '../upstream/fields.js';
import { ApiError, MESSAGES } from './answer.js';

/**
 * The app's external address with its base path ("https://wecom.insurer.cn/app/"): PUBLIC_URL,
 * never the Host header. Only with the demo upstream, where PUBLIC_URL may be unset, the address
 * the browser used stands in for it.
 */
export function publicBase(request: FastifyRequest): string {
  const { publicUrl, basePath } = request.server.config;
  if (publicUrl !== undefined) return `${new URL(publicUrl).origin}${basePath}`;
  return `${request.protocol}://${request.host}${basePath}`;
}

/** Whether `value` is a page of this app: same origin, under the base path, no credentials, no fragment. */
export function isOwnPageUrl(value: string, base: string): boolean {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return false;
  }
  const own = new URL(base);
  if (url.username || url.password || value.includes('#')) return false;
  return url.origin === own.origin && (url.pathname === own.pathname.replace(/\/$/, '') || url.pathname.startsWith(own.pathname));
}

/**
 * The JS-SDK signature calls (the catalogue's `pageUrl`): the upstream signs any URL it is given
 * with the corp's ticket, so the BFF passes only this app's own pages (400 before anything goes
 * upstream). A signature for a foreign page would let that page use the app's WeCom permissions.
 */
export function checkPageUrl(entry: CatalogueEntry, fields: Fields, request: FastifyRequest) {
  if (!entry.pageUrl) return;
  const value = getField(fields, entry.pageUrl);
  if (isBlank(value) || typeof value !== 'string' || !isOwnPageUrl(value.trim(), publicBase(request))) {
    throw new ApiError(400, 'PAGE_URL_NOT_ALLOWED', `${MESSAGES.pageUrlNotAllowed}：${entry.pageUrl}`);
  }
}
