import { isIP } from 'node:net';
import type { CatalogueEntry } from '../../shared/catalogue/index.js';
import { ApiError, MESSAGES } from '../http/answer.js';
import { getField, isBlank, type Fields } from './fields.js';

// URLs a caller hands to a call whose upstream fetches them (the catalogue's `outboundUrls`:
// getImageBase64, uploadPosterWithPosterUrl, ocrCompanyName). Without a check, anyone could make
// the insurer's servers fetch http://169.254.169.254/… or a loopback service. Accepted: https
// (http only for hosts listed as http://host) to a host on OUTBOUND_URL_HOSTS, by name; never an
// IP address, localhost, credentials in the URL, or a port the list does not name. An inline
// data:image URL fetches nothing and passes. The check is by name: ops list hosts they trust.

interface Rule {
  /** The host, or for "*.example.com" the domain its subdomains end with. */
  host: string;
  subdomains: boolean;
  http: boolean;
  port: string;
}

function ruleOf(entry: string): Rule {
  const http = entry.startsWith('http://');
  const rest = entry.replace(/^https?:\/\//, '');
  const subdomains = rest.startsWith('*.');
  const [host = '', port = ''] = rest.replace(/^\*\./, '').split(':');
  return { host, subdomains, http, port };
}

const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,/i;

export class OutboundUrlPolicy {
  private readonly rules: Rule[];

  constructor(hosts: readonly string[]) {
    this.rules = hosts.map(ruleOf);
  }

  /** Whether the upstream may be asked to fetch `value`. */
  allows(value: string): boolean {
    if (INLINE_IMAGE.test(value)) return true;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return false;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return false;
    if (url.username || url.password) return false;
    // The URL parser writes every IPv4 form (decimal, hex, octal) dotted and IPv6 in brackets.
    const host = url.hostname.toLowerCase();
    if (isIP(host) || host.startsWith('[') || host === 'localhost' || host.endsWith('.localhost')) return false;
    return this.rules.some(
      (r) =>
        (r.subdomains ? host.endsWith(`.${r.host}`) : host === r.host) &&
        (url.protocol === 'https:' || r.http) &&
        url.port === r.port,
    );
  }

  /** Refuse the call (400, before anything goes upstream) when one of its URL fields is not allowed. */
  check(entry: CatalogueEntry, fields: Fields) {
    for (const name of entry.outboundUrls ?? []) {
      const value = getField(fields, name);
      if (isBlank(value)) continue;
      if (typeof value !== 'string' || !this.allows(value.trim())) {
        throw new ApiError(400, 'URL_NOT_ALLOWED', `${MESSAGES.urlNotAllowed}：${name}`);
      }
    }
  }
}
