/**
 * What `npm test` needs beyond node_modules, made ready before the first test: Chromium and the
 * Liberation fonts for the browser half (the fallback faces' widths are matched to Liberation);
 * PostgreSQL and an in-memory Redis for the unit half, which runs on PGlite and in-process stores
 * without them. As root on a machine with apt-get it installs what is missing and starts what is not
 * running; elsewhere it says, one line per missing piece, what that costs and the command that adds
 * it, and does what it can (a Redis anyone may start). A variable the user set (DATABASE_URL,
 * REDIS_URL, CHROMIUM_PATH) wins: that piece is neither probed nor touched.
 */

/** The machine as the set-up sees it; the tests hand it a fake one. */
export interface Host {
  /** Whether this process may install packages and start system services. */
  root: boolean;
  /** The path of a command on PATH, or undefined. */
  which(command: string): Promise<string | undefined>;
  /** Runs a command to its end: its exit code and what it printed. */
  run(argv: readonly string[]): Promise<{ code: number; output: string }>;
  /** Waits between two probes of a service that is starting. */
  pause(ms: number): Promise<void>;
}

/** The two halves of `npm test`: each needs its own pieces. */
export type Half = 'unit' | 'browser';

export interface Prepared {
  /** Variables for the tests: the user's own where set, else those of what the set-up found or started. */
  env: Record<string, string>;
  /** Chromium's path, or undefined when there is none: the browser tests cannot run. */
  chromium: string | undefined;
}

interface Piece {
  half: Half;
  /** The Debian package that adds it. */
  pkg: string;
  /** The variable that, set by the user, stands for this piece. */
  variable?: string;
  present(host: Host): Promise<boolean>;
  /** What the tests lose without it. */
  without: string;
}

const onPath = (command: string) => async (host: Host) => (await host.which(command)) !== undefined;

const PIECES: readonly Piece[] = [
  {
    half: 'browser',
    pkg: 'chromium',
    variable: 'CHROMIUM_PATH',
    present: onPath('chromium'),
    without: 'the browser tests cannot run and count as one failure',
  },
  {
    half: 'browser',
    pkg: 'fonts-liberation',
    present: async (host) => (await host.run(['fc-list'])).output.includes('Liberation Serif'),
    without: 'the font-fallback browser test fails (the fallback faces are matched to Liberation)',
  },
  {
    half: 'unit',
    pkg: 'postgresql',
    variable: 'DATABASE_URL',
    present: onPath('pg_ctlcluster'),
    without: 'the suites run on PGlite only',
  },
  {
    half: 'unit',
    pkg: 'redis-server',
    variable: 'REDIS_URL',
    present: onPath('redis-server'),
    without: 'the shared rate-limit store is not tested on Redis',
  },
];

/** `-o DPkg::Lock::Timeout` waits for an apt-get that is already running instead of failing. */
export const APT_UPDATE = ['apt-get', 'update', '-qq', '-o', 'DPkg::Lock::Timeout=600'];
export const APT_INSTALL = ['apt-get', 'install', '-y', '-qq', '-o', 'DPkg::Lock::Timeout=600'];

const LOCAL_POSTGRES = 'postgres://postgres:postgres@127.0.0.1:5432/postgres';
const LOCAL_REDIS = 'redis://127.0.0.1:6379';
export const REDIS_START = [
  'redis-server',
  '--daemonize',
  'yes',
  '--bind',
  '127.0.0.1',
  '--port',
  '6379',
  '--save',
  '',
  '--appendonly',
  'no',
];

/** Probes a starting service once a second, thirty times at most. */
async function until(host: Host, ready: () => Promise<boolean>): Promise<boolean> {
  for (let attempt = 0; attempt < 30; attempt += 1) {
    if (await ready()) return true;
    await host.pause(1000);
  }
  return false;
}

/** Installs the missing packages in one apt-get run; says so, and what apt-get said if it failed. */
async function install(host: Host, packages: string[], say: (line: string) => void): Promise<void> {
  say(`installing ${packages.join(', ')} (apt-get install -y ${packages.join(' ')})`);
  await host.run(APT_UPDATE);
  const { code, output } = await host.run([...APT_INSTALL, ...packages]);
  if (code !== 0)
    say(`apt-get install failed (exit ${code}): ${output.trim().split('\n').slice(-3).join(' | ')}`);
}

function hint(piece: Piece, root: boolean): string {
  const add = `apt-get install -y ${piece.pkg}${root ? '' : ' (as root)'}`;
  return `no ${piece.pkg}: ${piece.without}; add it with: ${add}${piece.variable ? `, or set ${piece.variable}` : ''}`;
}

/**
 * PostgreSQL on 127.0.0.1 with the password the tests use. Root starts the first cluster
 * `pg_lsclusters` lists and sets the password; anyone uses a server that already takes it.
 */
async function postgres(host: Host, say: (line: string) => void): Promise<string | undefined> {
  const [version, name, port = '5432', status] = (await host.run(['pg_lsclusters', '--no-header'])).output
    .trim()
    .split(/\s+/);
  if (!version || !name) {
    say('PostgreSQL has no cluster: the suites run on PGlite only; add one with: pg_createcluster 15 main');
    return undefined;
  }
  const url = LOCAL_POSTGRES.replace(':5432/', `:${port}/`);
  const isReady = async () =>
    (await host.run(['pg_isready', '-h', '127.0.0.1', '-p', port, '-q'])).code === 0;
  const takesPassword = async () => (await host.run(['psql', url, '-q', '-c', 'SELECT 1'])).code === 0;
  const start = `pg_ctlcluster ${version} ${name} start`;
  if (!host.root) {
    if ((await isReady()) && (await takesPassword())) {
      say(`PostgreSQL ${version} ${name} running: DATABASE_URL=${url}`);
      return url;
    }
    say(
      `PostgreSQL ${version} ${name} is not ready for the tests and only root prepares it: the suites run on PGlite only; as root: ${start}, or set DATABASE_URL`,
    );
    return undefined;
  }
  const started = status !== 'online';
  if (started) await host.run(['pg_ctlcluster', version, name, 'start']);
  if (!(await until(host, isReady))) {
    say(`PostgreSQL ${version} ${name} did not answer on 127.0.0.1:${port}: the suites run on PGlite only`);
    return undefined;
  }
  if (!(await takesPassword()))
    await host.run([
      'su',
      'postgres',
      '-c',
      `psql -q -p ${port} -c "ALTER USER postgres PASSWORD 'postgres';"`,
    ]);
  say(`PostgreSQL ${version} ${name} ${started ? 'started' : 'running'}: DATABASE_URL=${url}`);
  return url;
}

/** An in-memory Redis on 127.0.0.1:6379 (no files written); any user may start one. */
async function redis(host: Host, say: (line: string) => void): Promise<string | undefined> {
  const answers = async () =>
    (await host.run(['redis-cli', '-h', '127.0.0.1', '-p', '6379', 'ping'])).output.trim() === 'PONG';
  const started = !(await answers());
  if (started) await host.run(REDIS_START);
  if (!(await until(host, answers))) {
    say('redis-server did not answer on 127.0.0.1:6379: the shared rate-limit store is not tested on Redis');
    return undefined;
  }
  say(`Redis ${started ? 'started' : 'running'} in memory: REDIS_URL=${LOCAL_REDIS}`);
  return LOCAL_REDIS;
}

/** Makes ready what the given halves need; `say` gets one line per piece. */
export async function prepare(
  host: Host,
  userEnv: Readonly<Record<string, string | undefined>>,
  halves: readonly Half[],
  say: (line: string) => void,
): Promise<Prepared> {
  const env: Record<string, string> = {};
  const pieces: Piece[] = [];
  for (const piece of PIECES.filter((each) => halves.includes(each.half))) {
    const own = piece.variable ? userEnv[piece.variable] : undefined;
    if (piece.variable && own) {
      env[piece.variable] = own;
      say(`${piece.variable} is set: used as it is`);
    } else pieces.push(piece);
  }
  const absent = async () => {
    const found: Piece[] = [];
    for (const piece of pieces) if (!(await piece.present(host))) found.push(piece);
    return found;
  };
  let missing = await absent();
  const found = pieces.filter((piece) => !missing.includes(piece));
  if (found.length > 0) say(`found ${found.map((piece) => piece.pkg).join(', ')}`);
  if (missing.length > 0 && host.root && (await host.which('apt-get'))) {
    await install(
      host,
      missing.map((piece) => piece.pkg),
      say,
    );
    missing = await absent();
  }
  for (const piece of missing) say(hint(piece, host.root));
  const ready = (pkg: string) =>
    pieces.some((piece) => piece.pkg === pkg) && !missing.some((piece) => piece.pkg === pkg);
  if (ready('postgresql')) {
    const url = await postgres(host, say);
    if (url) env.DATABASE_URL = url;
  }
  if (ready('redis-server')) {
    const url = await redis(host, say);
    if (url) env.REDIS_URL = url;
  }
  if (ready('chromium')) {
    env.CHROMIUM_PATH = (await host.which('chromium')) as string;
    say(`Chromium: CHROMIUM_PATH=${env.CHROMIUM_PATH}`);
  }
  return { env, chromium: env.CHROMIUM_PATH };
}
