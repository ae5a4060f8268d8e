import t from 'tap';
import { allCalls } from '../../../shared/contract/index.ts';
import { backends, buildTestApi, json } from '../../helpers/api/build.ts';

type Operation = {
  operationId: string;
  parameters: { name: string; in: string; required: boolean; schema: Record<string, unknown> }[];
  requestBody?: { content: Record<string, unknown> };
  responses: Record<string, unknown>;
};

for (const backend of backends()) {
  t.test(backend, async (t) => {
    const { app } = await buildTestApi(t, backend);

    t.test('/openapi.json describes every call of the contract at its path and method', async (t) => {
      const response = await app.inject('/openapi.json');
      t.equal(response.statusCode, 200);
      t.match(response.headers['content-type'], 'application/json');
      const document = json<{ openapi: string; paths: Record<string, Record<string, Operation>> }>(response);
      t.equal(document.openapi, '3.1.0');
      for (const call of allCalls) {
        const path = call.path.replace(/:([A-Za-z_]+)/g, '{$1}');
        const operation = document.paths[path]?.[call.method.toLowerCase()];
        t.equal(operation?.operationId, call.id, `${call.method} ${path}`);
      }
    });

    t.test('request parameters come from the input side of the schemas', async (t) => {
      const document = json<{ paths: Record<string, Record<string, Operation>> }>(
        await app.inject('/openapi.json'),
      );
      const list = document.paths['/api/materials']?.get;
      const page = list?.parameters.find((p) => p.name === 'page');
      t.match(page, { in: 'query', required: false, schema: { type: 'string', pattern: String } });
      t.match(
        list?.parameters.find((p) => p.name === 'lang'),
        { schema: { enum: ['ru', 'en'], default: 'ru' } },
      );
      const search = document.paths['/api/search']?.get;
      t.match(
        search?.parameters.find((p) => p.name === 'query'),
        { required: true },
      );
      const like = document.paths['/api/{type}/{id}/increase-likes']?.post;
      t.match(
        like?.parameters.find((p) => p.name === 'type'),
        {
          in: 'path',
          required: true,
          schema: { enum: ['materials', 'courses', 'articles', 'books', 'places'] },
        },
      );
      t.ok(like?.requestBody?.content['application/x-www-form-urlencoded'], 'form body');
      t.ok(like?.responses['200']);
    });
  });
}
