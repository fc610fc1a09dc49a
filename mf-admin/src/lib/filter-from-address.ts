/** The address parameter `name` when it is one of `allowed` (`?status=new`), else undefined. */
export function filterFromAddress<T extends string>(
  params: URLSearchParams,
  name: string,
  allowed: readonly T[],
): T | undefined {
  const value = params.get(name);
  return value !== null && (allowed as readonly string[]).includes(value)
    ? (value as T)
    : undefined;
}
