/**
 * The admin command registry. Each command runs as an admin-only API call (`POST
 * /admin/commands/{name}` on the running API, `routes.ts`) and as a word of `npm run admin`
 * (`cli.ts`), which sends it to that call or, when no server holds the database, runs it in its own
 * process; either way the same `run` does the work. Later issues add their lists here (support chat
 * replies, questionnaires, comment moderation).
 */
import { ApiError } from '../errors.ts';
import { accessCommands } from './access-commands.ts';
import { accountCommands } from './account-commands.ts';
import { SHELL_ACTOR } from './audit.ts';
import { chatCommands } from './chat-commands.ts';
import type { AdminCommand } from './command.ts';
import type { AdminContext } from './context.ts';
import { digestCommands } from './digest-commands.ts';
import { moderationCommands } from './moderation-commands.ts';

export const ADMIN_COMMANDS: readonly AdminCommand[] = [
  ...accountCommands,
  ...chatCommands,
  ...accessCommands,
  ...moderationCommands,
  ...digestCommands,
];

const byName = new Map(ADMIN_COMMANDS.map((command) => [command.name, command]));

export function adminCommand(name: string): AdminCommand | undefined {
  return byName.get(name);
}

/** A command's input, validated: what both the API call and the CLI (before it opens anything) check. */
export function parseAdminInput(command: AdminCommand, input: unknown): Record<string, unknown> {
  const parsed = command.input.safeParse(input);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  const field = issue?.path.join('.') || undefined;
  throw new ApiError('validation_failed', {
    field,
    message: `${field ?? 'input'}: ${issue?.message ?? 'invalid'}`,
  });
}

/** What the audit log records of a command's input: its arguments on one line, long texts cut. */
function auditDetails(input: Record<string, unknown>): string | undefined {
  const parts = Object.entries(input).map(([key, value]) => {
    const text = typeof value === 'object' ? JSON.stringify(value) : String(value);
    return `${key}=${Array.from(text).length > 200 ? `${Array.from(text).slice(0, 200).join('')}…` : text}`;
  });
  return parts.length > 0 ? parts.join(' ') : undefined;
}

/** Whom a command acted on, as its input names them: an e-mail, or a request, comment or thread. */
function auditTarget(input: Record<string, unknown>): string | undefined {
  for (const key of ['email', 'id', 'thread']) {
    const value = input[key];
    if (typeof value === 'string' || typeof value === 'number')
      return key === 'email' ? String(value) : `#${value}`;
    if (value && typeof value === 'object') return Object.values(value).map(String).join(' ');
  }
  return undefined;
}

/**
 * Validates a command's input and runs it: the one path both the API call and the CLI take. A
 * command that changed something (every one but the listings) is written to the audit log
 * (docs/desk.md#the-audit-log), as the desk's actions are.
 */
export async function runAdminCommand(
  context: AdminContext,
  name: string,
  input: unknown,
  from: { ip?: string } = {},
): Promise<string> {
  const command = adminCommand(name);
  if (!command) throw new ApiError('not_found', { message: `no admin command ${name}` });
  const parsed = parseAdminInput(command, input);
  const message = await command.run(context, parsed);
  if (!command.readOnly) {
    await context.audit({
      actorId: null,
      actor: SHELL_ACTOR,
      action: command.name,
      target: auditTarget(parsed),
      details: auditDetails(parsed),
      ip: from.ip,
    });
  }
  return message;
}
