import { isIP } from 'node:net';
import type { CatalogueEntry } from '../../shared/catalogue/index.js';
import { ApiError, MESSAGES } from '../http/answer.js';
import { cloneFields, getField, isBlank, setField, type Fields } from './fields.js';

// URLs a caller hands to a call whose upstream fetches them (the catalogue's `outboundUrls`:
// getImageBase64, uploadPosterWithPosterUrl, ocrCompanyName). Without a check, anyone could make
// the insurer's servers fetch http://169.254.169.254/… or a loopback service. Accepted: https
// (http only for hosts listed as http://host) to a host on OUTBOUND_URL_HOSTS, by name; never an
// IP address, localhost, credentials in the URL, or a port the list does not name. An inline
// data:image URL fetches nothing and passes. The check is by name: ops list hosts they trust.
// What goes upstream is the URL as the BFF parsed and wrote it (`URL.href`), never the caller's
// string: a URL parser upstream (Java's java.net.URL, curl) may read a string differently from
// WHATWG's (`https://img.ok.cn\@127.0.0.1/` is img.ok.cn here and 127.0.0.1 there). Anything that
// could be read two ways — a backslash, a control character or space, userinfo, an authority that
// the parser rewrote — is refused rather than repaired.

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

const INLINE_IMAGE = /^data:image\/(?:png|jpeg|gif|webp);base64,[A-Za-z0-9+/=]*$/i;
/** Characters parsers disagree on: backslashes, ASCII control characters, spaces, non-ASCII whitespace. */
// eslint-disable-next-line no-control-regex -- refusing control characters is the point
const AMBIGUOUS = /[\\\u0000-\u0020\u007f-\u00a0\u1680\u2000-\u200f\u2028\u2029\u202f\u205f\u3000\ufeff]/;
/** The scheme and authority as RFC 3986 reads them (up to the first /, ? or #). */
const AUTHORITY = /^([A-Za-z][A-Za-z0-9+.-]*):\/\/([^/?#]*)/;

export class OutboundUrlPolicy {
  private readonly rules: Rule[];

  constructor(hosts: readonly string[]) {
    this.rules = hosts.map(ruleOf);
  }

  /** Whether the upstream may be asked to fetch `value`. */
  allows(value: string): boolean {
    return this.checked(value) !== undefined;
  }

  /** The URL to send upstream in place of `value` (the BFF's own serialisation), or undefined when refused. */
  checked(value: string): string | undefined {
    if (INLINE_IMAGE.test(value)) return value;
    if (AMBIGUOUS.test(value)) return undefined;
    const raw = AUTHORITY.exec(value);
    if (!raw) return undefined;
    let url: URL;
    try {
      url = new URL(value);
    } catch {
      return undefined;
    }
    if (url.protocol !== 'https:' && url.protocol !== 'http:') return undefined;
    // Userinfo in any spelling ("@" in the authority, even empty), and an authority the parser
    // rewrote (percent-escapes, a trailing dot, a default port written out …): read two ways, refused.
    const authority = raw[2]!;
    if (authority.includes('@') || url.username || url.password) return undefined;
    if (authority.toLowerCase() !== url.host || `${raw[1]!.toLowerCase()}:` !== url.protocol) return undefined;
    return this.permitted(url) ? url.href : undefined;
  }

  private permitted(url: URL): boolean {
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

  /**
   * The fields to send: each URL field replaced by the URL the BFF checked, as it serialised it.
   * Refuses the call (400, before anything goes upstream) when one of them is not allowed.
   */
  check(entry: CatalogueEntry, fields: Fields): Fields {
    let out = fields;
    for (const name of entry.outboundUrls ?? []) {
      const value = getField(fields, name);
      if (isBlank(value)) continue;
      const href = typeof value === 'string' ? this.checked(value) : undefined;
      if (href === undefined) throw new ApiError(400, 'URL_NOT_ALLOWED', `${MESSAGES.urlNotAllowed}：${name}`);
      if (href !== value) {
        if (out === fields) out = cloneFields(fields);
        setField(out, name, href);
      }
    }
    return out;
  }
}
