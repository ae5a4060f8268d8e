/**
 * The set-up of `npm test` on a fake machine: which commands it runs when nothing is installed and
 * when everything is there, what it says when it may not install, and that the user's variables win.
 */
import t from 'tap';
import {
  APT_INSTALL,
  APT_UPDATE,
  type Half,
  type Host,
  prepare,
  REDIS_START,
} from '../../scripts/test/setup.ts';

/** Commands that only look: the fake answers them from its state and the tests leave them out. */
const PROBES = new Set(['fc-list', 'pg_lsclusters', 'pg_isready', 'psql', 'redis-cli']);
const COMMANDS: Record<string, string> = {
  chromium: 'chromium',
  pg_ctlcluster: 'postgresql',
  'redis-server': 'redis-server',
};
const EVERYTHING = ['chromium', 'fonts-liberation', 'postgresql', 'redis-server'];
const PASSWORD_SET = [
  'su',
  'postgres',
  '-c',
  `psql -q -p 5432 -c "ALTER USER postgres PASSWORD 'postgres';"`,
];

/** A Debian machine with these packages installed and these services running, that changes as told. */
function fakeMachine(options: { root: boolean; installed: string[]; running?: string[]; aptGet?: boolean }) {
  const installed = new Set(options.installed);
  const running = new Set(options.running ?? []);
  const actions: string[][] = [];
  const host: Host = {
    root: options.root,
    async which(command) {
      if (command === 'apt-get') return options.aptGet === false ? undefined : '/usr/bin/apt-get';
      const pkg = COMMANDS[command];
      return pkg && installed.has(pkg) ? `/usr/bin/${command}` : undefined;
    },
    async run(argv) {
      const [command = '', ...args] = argv;
      if (!PROBES.has(command)) actions.push([...argv]);
      const done = (code: number, output = '') => ({ code, output });
      switch (command) {
        case 'fc-list':
          return done(
            0,
            installed.has('fonts-liberation') ? 'Liberation Serif:style=Regular\n' : 'DejaVu Sans\n',
          );
        case 'apt-get':
          if (args[0] === 'install')
            for (const pkg of args.filter((arg) => EVERYTHING.includes(arg))) installed.add(pkg);
          return done(0);
        case 'pg_lsclusters':
          return done(
            0,
            installed.has('postgresql')
              ? `15 main 5432 ${running.has('postgres') ? 'online' : 'down'} postgres`
              : '',
          );
        case 'pg_ctlcluster':
          running.add('postgres');
          return done(0);
        case 'pg_isready':
          return done(running.has('postgres') ? 0 : 2);
        case 'psql':
          return done(running.has('password') ? 0 : 2);
        case 'su':
          running.add('password');
          return done(0);
        case 'redis-cli':
          return done(running.has('redis') ? 0 : 1, running.has('redis') ? 'PONG\n' : 'Connection refused');
        case 'redis-server':
          running.add('redis');
          return done(0);
        default:
          return done(127);
      }
    },
    async pause() {},
  };
  return { host, actions };
}

async function run(
  machine: ReturnType<typeof fakeMachine>,
  env: Record<string, string> = {},
  halves: Half[] = ['unit', 'browser'],
) {
  const lines: string[] = [];
  const ready = await prepare(machine.host, env, halves, (line) => lines.push(line));
  return { ...ready, lines, actions: machine.actions };
}

const LOCAL_ENV = {
  DATABASE_URL: 'postgres://postgres:postgres@127.0.0.1:5432/postgres',
  REDIS_URL: 'redis://127.0.0.1:6379',
  CHROMIUM_PATH: '/usr/bin/chromium',
};

t.test(
  'as root on a bare machine: one apt-get for all four packages, then both services started',
  async (t) => {
    const result = await run(fakeMachine({ root: true, installed: [] }));
    t.same(result.actions, [
      APT_UPDATE,
      [...APT_INSTALL, ...EVERYTHING],
      ['pg_ctlcluster', '15', 'main', 'start'],
      PASSWORD_SET,
      REDIS_START,
    ]);
    t.same(result.env, LOCAL_ENV);
    t.equal(result.chromium, '/usr/bin/chromium');
    t.notOk(
      result.lines.some((line) => line.startsWith('no ')),
      'no hint once everything is installed',
    );
  },
);

t.test(
  'as root with everything installed and running: nothing is run that changes the machine',
  async (t) => {
    const result = await run(
      fakeMachine({ root: true, installed: EVERYTHING, running: ['postgres', 'password', 'redis'] }),
    );
    t.same(result.actions, []);
    t.same(result.env, LOCAL_ENV);
    t.match(result.lines, [
      `found ${EVERYTHING.join(', ')}`,
      /PostgreSQL 15 main running/,
      /Redis running/,
      /Chromium/,
    ]);
  },
);

t.test('as root with the packages but stopped services: starts them and installs nothing', async (t) => {
  const result = await run(fakeMachine({ root: true, installed: EVERYTHING }));
  t.same(result.actions, [['pg_ctlcluster', '15', 'main', 'start'], PASSWORD_SET, REDIS_START]);
});

t.test('not root: one line per missing piece with the command that adds it, and no install', async (t) => {
  const result = await run(fakeMachine({ root: false, installed: [] }));
  t.same(result.actions, []);
  t.same(result.env, {});
  t.equal(result.chromium, undefined, 'the browser half cannot run');
  t.same(result.lines, [
    'no chromium: the browser tests cannot run and count as one failure; add it with: apt-get install -y chromium (as root), or set CHROMIUM_PATH',
    'no fonts-liberation: the font-fallback browser test fails (the fallback faces are matched to Liberation); add it with: apt-get install -y fonts-liberation (as root)',
    'no postgresql: the suites run on PGlite only; add it with: apt-get install -y postgresql (as root), or set DATABASE_URL',
    'no redis-server: the shared rate-limit store is not tested on Redis; add it with: apt-get install -y redis-server (as root), or set REDIS_URL',
  ]);
});

t.test(
  'not root with the packages: starts the Redis anyone may, and says PostgreSQL needs root',
  async (t) => {
    const result = await run(fakeMachine({ root: false, installed: EVERYTHING }));
    t.same(result.actions, [REDIS_START]);
    t.same(result.env, { REDIS_URL: LOCAL_ENV.REDIS_URL, CHROMIUM_PATH: LOCAL_ENV.CHROMIUM_PATH });
    t.match(result.lines, [
      /^found/,
      /^PostgreSQL 15 main .* only root .*pg_ctlcluster 15 main start, or set DATABASE_URL$/,
      /^Redis started/,
      /^Chromium/,
    ]);
  },
);

t.test('root without apt-get: hints instead of an install', async (t) => {
  const result = await run(fakeMachine({ root: true, installed: ['postgresql'], aptGet: false }));
  t.same(result.actions, [['pg_ctlcluster', '15', 'main', 'start'], PASSWORD_SET]);
  t.equal(result.lines.filter((line) => line.startsWith('no ')).length, 3);
  t.notMatch(result.lines.join('\n'), /\(as root\)/, 'already root: the hint says only the command');
});

t.test("the user's variables win: their pieces are neither installed nor started", async (t) => {
  const own = {
    DATABASE_URL: 'postgres://me@db.example:5432/x',
    REDIS_URL: 'redis://cache.example:6379',
    CHROMIUM_PATH: '/opt/chrome/chrome',
  };
  const result = await run(fakeMachine({ root: true, installed: [] }), own);
  t.same(result.actions, [APT_UPDATE, [...APT_INSTALL, 'fonts-liberation']]);
  t.same(result.env, own);
  t.equal(result.chromium, '/opt/chrome/chrome');
});

t.test('one half prepares only what it needs', async (t) => {
  const unit = await run(fakeMachine({ root: true, installed: [] }), {}, ['unit']);
  t.same(unit.actions.slice(0, 2), [APT_UPDATE, [...APT_INSTALL, 'postgresql', 'redis-server']]);
  t.equal(unit.chromium, undefined);
  const browser = await run(fakeMachine({ root: true, installed: [] }), {}, ['browser']);
  t.same(browser.actions, [APT_UPDATE, [...APT_INSTALL, 'chromium', 'fonts-liberation']]);
  t.same(browser.env, { CHROMIUM_PATH: '/usr/bin/chromium' });
});

t.test('not root with PostgreSQL already taking the password: the tests use it', async (t) => {
  const result = await run(
    fakeMachine({ root: false, installed: EVERYTHING, running: ['postgres', 'password'] }),
    {},
    ['unit'],
  );
  t.same(result.actions, [REDIS_START]);
  t.equal(result.env.DATABASE_URL, LOCAL_ENV.DATABASE_URL);
  t.match(result.lines, [/^found/, /^PostgreSQL 15 main running: DATABASE_URL=/, /^Redis started/]);
});
