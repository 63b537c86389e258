import { NEWS_CONTENT_CACHE_SIZE } from '../../../../shared/domain/constants';
import { call } from './call';
import { LruCache } from './lru';

// The news content cache (spec 000 §3, §9): at most 10 entries in memory, least recently used
// dropped first — news bodies are large HTML, re-opened often while composing a send.

export interface NewsContent {
  contentId: string;
  content: string;
}

export const newsContentCache = new LruCache<string, NewsContent>(NEWS_CONTENT_CACHE_SIZE);

export async function newsContent(newsId: string): Promise<NewsContent> {
  const hit = newsContentCache.get(newsId);
  if (hit) return hit;
  const answer = await call('white/queryNewsContent', { newsId });
  newsContentCache.set(newsId, answer);
  return answer;
}
