/**
 * The facade's OpenAPI document (docs/architecture.md#the-call-contract): the web tier serves
 * `/openapi.json`, generated from the call contract, for the paths the browser calls here, with the browser's
 * view of the session calls.
 */
import t from 'tap';
import { allCalls } from '../../../shared/contract/index.ts';
import { SESSION_PATHS } from '../../../shared/contract/session-wire.ts';
import { startTestApp } from '../helpers/app.ts';
import { StubUpstream } from '../helpers/stub-upstream.ts';

const stub = await StubUpstream.start();
const site = await startTestApp({ upstreamUrl: stub.url });
t.teardown(async () => {
  await site.close();
  await stub.stop();
});

interface Operation {
  operationId: string;
  requestBody?: { content: Record<string, { schema: { properties?: Record<string, unknown> } }> };
  responses: Record<string, { content?: Record<string, { schema: Record<string, unknown> }> }>;
}
type Document = {
  openapi: string;
  info: { title: string };
  paths: Record<string, Record<string, Operation>>;
};

const response = await site.app.inject('/openapi.json');
const document = response.json() as Document;
const operation = (path: string, method: string) => document.paths[path]?.[method];

t.test('the site answers /openapi.json itself, as JSON, without a redirect', async (t) => {
  t.equal(response.statusCode, 200);
  t.match(response.headers['content-type'], /^application\/json/);
  t.equal(document.openapi, '3.1.0');
  t.equal(stub.requests.length, 0, 'made here, not fetched from the content API');
});

t.test('every call of the contract is there at its facade path and method', async (t) => {
  for (const call of allCalls) {
    const path = call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
    t.equal(operation(path, call.method.toLowerCase())?.operationId, call.id, `${call.method} ${path}`);
  }
});

t.test('login, logout and the reset request are described as the browser sees them', async (t) => {
  const login = operation(SESSION_PATHS.login, 'post');
  t.equal(login?.operationId, 'session.login');
  const answer = login?.responses['200']?.content?.['application/json']?.schema as {
    properties: Record<string, unknown>;
  };
  t.ok(answer.properties.success, 'the answer says whether it worked');
  t.notOk(answer.properties.token, 'and never carries the token (it is the cookie)');
  t.ok(operation(SESSION_PATHS.logout, 'post'));
  const forgot = operation(SESSION_PATHS.forgotPassword, 'post');
  const body = forgot?.requestBody?.content['application/json']?.schema.properties ?? {};
  t.ok(body.email);
  t.notOk(body.flow, 'the reset flow id is the web tier’s, never the browser’s');
  t.notOk(document.paths['/api/social/{provider}/sign-in'], 'calls only the web tier makes are not listed');
});

t.test('errors are the one error body; writes list the same-origin refusal', async (t) => {
  const like = operation('/api/{type}/{id}/increase-likes', 'post');
  for (const status of ['400', '403', '404', '415', '429', '503']) {
    t.match(
      like?.responses[status]?.content?.['application/json']?.schema,
      { $ref: '#/components/schemas/ErrorBody' },
      status,
    );
  }
  t.notOk(operation('/api/tags', 'get')?.responses['403'], 'a read is never refused for its origin');
});
