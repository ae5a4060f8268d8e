/** The contract as a whole: one call per id and per method and path (`assertContractIsConsistent`). */
import t from 'tap';
import { sessionCalls } from '../../../shared/contract/accounts.ts';
import { allCalls, assertContractIsConsistent, callsById } from '../../../shared/contract/index.ts';

t.test('no two calls share an id or a method and path', async (t) => {
  t.ok(allCalls.length > 20, 'the contract has its calls');
  t.doesNotThrow(() => assertContractIsConsistent());
  t.equal(callsById.size, allCalls.length);
  // The web tier's own session calls share the API with them.
  t.doesNotThrow(() => assertContractIsConsistent([...allCalls, ...Object.values(sessionCalls)]));
});

t.test('the check finds two calls answering one method and path', async (t) => {
  const [first] = allCalls;
  if (!first) throw new Error('no calls');
  t.throws(() => assertContractIsConsistent([...allCalls, { ...first, id: 'copy.of.first' }]), {
    message: `two calls answer ${first.method} ${first.path}`,
  });
  t.throws(() => assertContractIsConsistent([...allCalls, { ...first, path: '/api/elsewhere' }]), {
    message: 'two calls share an id',
  });
});
