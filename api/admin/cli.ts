/**
 * `npm run admin -- <command> [args]` (docs/architecture.md#sessions-and-accounts: admins have no screens). The command goes to the
 * running API's admin call when a server holds the database; only when none does is the database
 * opened here, and the same command runs in this process. `npm run admin` alone lists the commands.
 */
import path from 'node:path';
import { CliError, runCli } from '../cli/run.ts';
import { cliConfig, withDatabase } from '../cli/shared.ts';
import { accountsSettings } from '../config/accounts.ts';
import { createMailer } from '../mail/mailer.ts';
import { callAdmin, runningServer } from './client.ts';
import type { AdminCommand } from './command.ts';
import { createAdminContext } from './context.ts';
import { ADMIN_COMMANDS, adminCommand, parseAdminInput, runAdminCommand } from './registry.ts';

/** `<arg>` for a required argument, `[arg]` for one that may be left out. */
function argWords(command: AdminCommand): string[] {
  const required = command.args.length - (command.optionalArgs ?? 0);
  return command.args.map((arg, i) => (i < required ? `<${arg}>` : `[${arg}]`));
}

function usage(): string {
  const lines = ADMIN_COMMANDS.map(
    (command) => `  ${[command.name, ...argWords(command)].join(' ')}  ${command.summary}`,
  );
  return ['usage: npm run admin -- <command> [args]', ...lines].join('\n');
}

await runCli('admin', async () => {
  const [name, ...args] = process.argv.slice(2);
  if (!name || name === 'help' || name === '--help') {
    console.log(usage());
    return name ? 0 : 2;
  }
  const command = adminCommand(name);
  if (!command) {
    console.error(usage());
    throw new CliError(`no command ${name}`, 2);
  }
  if (args.length > command.args.length || args.length < command.args.length - (command.optionalArgs ?? 0)) {
    throw new CliError(`usage: npm run admin -- ${[name, ...argWords(command)].join(' ')}`, 2);
  }
  const input = Object.fromEntries(args.map((value, i) => [command.args[i], value]));
  parseAdminInput(command, input);
  const config = cliConfig();

  const server = await runningServer(config.DATA_DIR);
  if (server) {
    console.log(await callAdmin(server, name, input));
    return 0;
  }
  const settings = accountsSettings(config);
  const log = {
    info: () => {},
    error: (details: object, message: string) => console.error(message, details),
  };
  const mailer = createMailer({
    smtpUrl: settings.mail.smtpUrl,
    from: settings.mail.from,
    outboxDir: path.join(config.DATA_DIR, 'outbox'),
    logLinks: false,
    log,
  });
  try {
    const message = await withDatabase(config, (db) =>
      runAdminCommand(createAdminContext({ db, config, mailer }), name, input),
    );
    console.log(message);
  } finally {
    await mailer.idle();
    await mailer.close();
  }
  return 0;
});
