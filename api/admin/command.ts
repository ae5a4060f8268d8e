/**
 * An admin command (docs/architecture.md#sessions-and-accounts: admins have no screens): declared once with `defineAdminCommand` and
 * listed in `registry.ts`, it is both an admin-only API call and a word of `npm run admin`.
 */
import { z } from 'zod';
import type { AdminContext } from './context.ts';

export interface AdminCommand<I extends z.ZodObject = z.ZodObject> {
  /** The CLI's word and the call's path segment: lowercase words joined by hyphens. */
  name: string;
  /** The positional arguments of the CLI, in order: the keys of `input`. */
  args: readonly string[];
  /** How many of the last `args` may be left out (their input keys are optional). */
  optionalArgs?: number;
  summary: string;
  /** A listing that changes nothing: not written to the audit log. */
  readOnly?: boolean;
  input: I;
  /** Does the work; answers one line for the operator. Refusals throw an `ApiError`. */
  run(context: AdminContext, input: z.output<I>): Promise<string>;
}

export function defineAdminCommand<I extends z.ZodObject>(command: AdminCommand<I>): AdminCommand<I> {
  const keys = Object.keys(command.input.shape);
  if (keys.length !== command.args.length || keys.some((key) => !command.args.includes(key))) {
    throw new Error(`admin command ${command.name}: args must name the input's keys`);
  }
  return Object.freeze(command);
}

/** Argument schemas admin commands share. */
export const AdminEmail = z.string().trim().email('expected an e-mail address').max(254);
