/**
 * How every command-line tool of the project ends: `runCli` runs its work and exits 0, or
 * prints one line on stderr, `tool: what went wrong`, and exits non-zero; an operator reads what went
 * wrong, not a stack trace. No database or config here, so any script can use it.
 */

/** A failure the tool explains itself: printed as is, without the error's class or cause. */
export class CliError extends Error {
  override name = 'CliError';
  readonly exitCode: number;
  constructor(message: string, exitCode = 1) {
    super(message);
    this.exitCode = exitCode;
  }
}

/** One line for an error: its message, then its causes' (a database refused, a file missing). */
export function describeError(error: unknown): string {
  const parts: string[] = [];
  let current: unknown = error;
  for (let depth = 0; current !== undefined && current !== null && depth < 4; depth += 1) {
    const message = current instanceof Error ? current.message : String(current);
    const line = message.trim().replace(/\.$/, '');
    if (line && !parts.includes(line)) parts.push(line);
    current = current instanceof Error ? current.cause : undefined;
  }
  if (error instanceof AggregateError) parts.push(...error.errors.map((inner) => describeError(inner)));
  return (parts.join(': ') || 'unknown error').replace(/\s*\n\s*/g, ' ');
}

/**
 * Runs a tool's work and exits: 0 when it resolves (or the code it resolves to), otherwise one line
 * `tool: what went wrong` on stderr and exit code 1 (or the `CliError`'s own).
 */
export async function runCli(tool: string, work: () => Promise<number | undefined>): Promise<never> {
  let code: number;
  try {
    code = (await work()) ?? 0;
  } catch (error) {
    console.error(`${tool}: ${describeError(error)}`);
    code = error instanceof CliError ? error.exitCode : 1;
  }
  process.exit(code);
}
