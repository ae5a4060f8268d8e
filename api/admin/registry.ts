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

/** Validates a command's input and runs it: the one path both the API call and the CLI take. */
export async function runAdminCommand(context: AdminContext, name: string, input: unknown): Promise<string> {
  const command = adminCommand(name);
  if (!command) throw new ApiError('not_found', { message: `no admin command ${name}` });
  return command.run(context, parseAdminInput(command, input));
}
