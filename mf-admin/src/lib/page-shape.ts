/**
 * Whether a reply is a page of rows that each carry `key`. Anything else is the spec's
 * 服务器响应数据格式错误 (the server's reply is not in the expected format).
 */
export function isPage(reply: unknown, key: string): boolean {
  if (typeof reply !== 'object' || reply === null) return false;
  const page = reply as Record<string, unknown>;
  return (
    Array.isArray(page.items) &&
    page.items.every((row) => typeof row === 'object' && row !== null && key in row) &&
    typeof page.total === 'number' &&
    typeof page.page === 'number' &&
    typeof page.pageSize === 'number'
  );
}

/** The error a list query returns for such a reply. */
export const MALFORMED_REPLY = { status: 'CUSTOM_ERROR', error: 'malformed-reply' } as const;

export function isMalformedReply(error: unknown): boolean {
  return (
    typeof error === 'object' &&
    error !== null &&
    (error as { error?: unknown }).error === MALFORMED_REPLY.error
  );
}
