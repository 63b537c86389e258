import fp from 'fastify-plugin';
import { ApiError, MESSAGES } from '../http/answer.js';

/** Deepest nesting a JSON body may have: far deeper than any catalogue request (a unit test checks). */
export const MAX_JSON_DEPTH = 32;

/**
 * Whether `text` nests arrays and objects deeper than `max`, read in one pass before parsing:
 * a deeply nested body parses fine but overflows the stack of whatever walks it later.
 */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === 92 /* \ */) i++;
      else if (c === 34 /* " */) inString = false;
    } else if (c === 34) inString = true;
    else if (c === 123 /* { */ || c === 91 /* [ */) {
      if (++depth > max) return true;
    } else if (c === 125 /* } */ || c === 93 /* ] */) depth--;
  }
  return false;
}

// JSON bodies: Fastify's own parser (prototype poisoning refused), after a depth check.
export const jsonBodyPlugin = fp(async function jsonBody(app) {
  const parse = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
      done(new ApiError(400, 'BAD_JSON', MESSAGES.badJson), undefined);
      return;
    }
    parse(request, text, done);
  });
});
