/**
 * Fills a path pattern's `:name` segments (the syntax of Fastify's routes and React Router's alike)
 * with URL-encoded values: the calls' paths (`shared/contract/define.ts`) and the pages' addresses
 * (`shared/routes/href.ts`) are both built here. `owner` names the pattern in the error a missing value
 * throws (a programming error: values come typed or validated).
 */
export function fillPath(pattern: string, values: Record<string, unknown>, owner: string): string {
  return pattern.replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = values[name];
    if (value === undefined) throw new Error(`${owner}: missing path param ${name}`);
    return encodeURIComponent(String(value));
  });
}
