/**
 * The bench's baselines in processes of their own (`bench/processes.ts`, `bench/bare-server.ts`,
 * `bench/react-server.ts`): each starts pinned, says where it listens, answers what it stands for, is
 * measured by its own CPU time and stops; one that cannot start fails at once.
 */
import { createServer } from 'node:http';
import t from 'tap';
import { cpuFromStat, processCpuMicroseconds, startPinned } from '../../bench/processes.ts';

t.test('CPU time is read from the kernel line, whatever the command name holds', async (t) => {
  // pid (comm) state ppid … utime (14th) stime (15th) …
  const rest = 'S 1 2 3 4 5 6 7 8 9 10 250 50 0 0 20 0 1 0';
  t.equal(cpuFromStat(`42 (node) ${rest}`, 100), 3_000_000, '300 ticks of 10 ms');
  t.equal(cpuFromStat(`42 (odd ) name) ${rest}`, 100), 3_000_000, 'a name with spaces and parentheses');
  t.throws(() => cpuFromStat('42 (node) S 1', 100), /unreadable/);
  const own = await processCpuMicroseconds(process.pid);
  t.ok(own > 0, "this process's own CPU time");
});

t.test('the bare server sends exactly the cached page it read from the site', async (t) => {
  const body = Buffer.from('<!DOCTYPE html><p>страница</p>');
  let asked = 0;
  // A stand-in site: a miss first, then hits.
  const site = createServer((_request, response) => {
    asked += 1;
    response.writeHead(200, [
      'X-Frame-Options',
      'SAMEORIGIN',
      'content-type',
      'text/html; charset=utf-8',
      'x-cache',
      asked === 1 ? 'MISS' : 'HIT',
      'content-length',
      String(body.length),
    ]);
    response.end(body);
  });
  await new Promise<void>((resolve) => site.listen(0, '127.0.0.1', resolve));
  t.teardown(() => new Promise((resolve) => site.close(resolve)));
  const address = site.address();
  const origin = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const bare = await startPinned('bench/bare-server.ts', [origin, '/ru']);
  t.teardown(() => bare.stop());
  t.not(bare.pid, process.pid, 'a process of its own');
  const answer = await fetch(`${bare.origin}/anything`);
  t.equal(answer.status, 200);
  t.equal(answer.headers.get('x-cache'), 'HIT', 'the hit, not the miss before it');
  t.equal(answer.headers.get('x-frame-options'), 'SAMEORIGIN');
  t.ok(Buffer.from(await answer.arrayBuffer()).equals(body), 'the same bytes');
  t.ok((await bare.cpuMicroseconds()) > 0, 'measured by its own CPU time');
  await bare.stop();
  await t.rejects(fetch(`${bare.origin}/`), 'stopped');
});

t.test("plain React's server renders the 65 KB reference page in React's production build", async (t) => {
  const react = await startPinned('bench/react-server.ts', [], { env: { NODE_ENV: 'production' } });
  t.teardown(() => react.stop());
  const answer = await fetch(`${react.origin}/`);
  const page = await answer.text();
  t.equal(answer.status, 200);
  t.match(answer.headers.get('content-type'), /^text\/html/);
  t.match(page, /^<!DOCTYPE html><html lang="ru"/);
  const bytes = Buffer.byteLength(page);
  t.ok(bytes >= 65 * 1024 && bytes < 80 * 1024, 'about 65 KB');
});

t.test('a baseline that cannot start fails at once, naming itself', async (t) => {
  // Without NODE_ENV=production the React server refuses to run on the development build.
  await t.rejects(
    startPinned('bench/react-server.ts', [], { env: { NODE_ENV: 'development' } }),
    /react-server\.ts exited/,
  );
  await t.rejects(startPinned('bench/bare-server.ts', []), /bare-server\.ts exited/, 'no site to read');
});
