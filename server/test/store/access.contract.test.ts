import t from 'tap';
import { forEachAdapter } from './adapters.ts';

const users = [
  { id: 'jsmith', email: 'John.Smith@acme.example', accessEnabled: true },
  { id: 'mjones', email: 'mary.jones@acme.example', accessEnabled: false },
  { id: 'ops_bot', email: 'bot@ops.example', accessEnabled: true },
];
const groups = [
  { name: 'Engineering', description: 'Product engineers', accessEnabled: true },
  { name: 'Finance', description: 'Accounting and payroll', accessEnabled: false },
  { name: 'Legal', description: '100% contract review', accessEnabled: true },
];

forEachAdapter(t, 'access: users are listed by id and searched in id or email, ignoring case', async (t, store) => {
  await store.access.insertUsers(users);
  t.same(await store.access.listUsers(), [users[0], users[1], users[2]]);
  t.same((await store.access.listUsers('SMITH')).map((u) => u.id), ['jsmith'], 'email match, any case');
  t.same((await store.access.listUsers('JON')).map((u) => u.id), ['mjones'], 'id match, any case');
  t.same((await store.access.listUsers('acme')).map((u) => u.id), ['jsmith', 'mjones']);
  t.same((await store.access.listUsers('_')).map((u) => u.id), ['ops_bot'], "'_' is a literal character, not a wildcard");
  t.same(await store.access.listUsers('nobody'), []);
});

forEachAdapter(t, 'access: a user access toggle is stored; unknown users give null', async (t, store) => {
  await store.access.insertUsers(users);
  t.same(await store.access.setUserAccess('mjones', true), { ...users[1], accessEnabled: true });
  t.equal((await store.access.listUsers('mjones'))[0]?.accessEnabled, true, 'the change is persisted');
  t.same(await store.access.setUserAccess('jsmith', false), { ...users[0], accessEnabled: false });
  t.equal(await store.access.setUserAccess('ghost', true), null);
});

forEachAdapter(t, 'access: groups are listed by name and searched in name or description', async (t, store) => {
  await store.access.insertGroups(groups);
  t.same((await store.access.listGroups()).map((g) => g.name), ['Engineering', 'Finance', 'Legal']);
  t.same((await store.access.listGroups('payroll')).map((g) => g.name), ['Finance'], 'description match');
  t.same((await store.access.listGroups('ENGIN')).map((g) => g.name), ['Engineering'], 'name match, any case');
  t.same((await store.access.listGroups('%')).map((g) => g.name), ['Legal'], "'%' is a literal character, not a wildcard");
});

forEachAdapter(t, 'access: a group update changes only the given fields', async (t, store) => {
  await store.access.insertGroups(groups);
  t.same(await store.access.updateGroup('Finance', { description: 'Money people' }), {
    name: 'Finance',
    description: 'Money people',
    accessEnabled: false,
  });
  t.same(await store.access.updateGroup('Finance', { accessEnabled: true }), {
    name: 'Finance',
    description: 'Money people',
    accessEnabled: true,
  });
  t.same(await store.access.updateGroup('Finance', { description: '', accessEnabled: false }), {
    name: 'Finance',
    description: '',
    accessEnabled: false,
  }, 'an empty description is a value, not a missing one');
  t.equal(await store.access.updateGroup('Nope', { accessEnabled: true }), null);
  t.same((await store.access.listGroups('Engineering'))[0], groups[0], 'other groups untouched');
});

forEachAdapter(t, 'access: the user a request names is found by id, or by e-mail address in any case', async (t, store) => {
  await store.access.insertUsers([...users, { id: 'John.Smith@acme.example', email: 'other@acme.example', accessEnabled: true }]);
  t.same(await store.access.findUser('mjones'), users[1]);
  t.same(await store.access.findUser('JOHN.SMITH@ACME.EXAMPLE'), users[0], 'e-mail address, any case');
  t.equal((await store.access.findUser('John.Smith@acme.example'))?.email, 'other@acme.example', 'an id match wins');
  t.equal(await store.access.findUser('MJONES'), null, 'ids are exact');
  t.equal(await store.access.findUser('bot@ops.example.'), null);
  t.equal(await store.access.findUser('bot@ops_example'), null, "'_' is a literal character");
  t.equal(await store.access.findUser('.*'), null, 'regex syntax is literal');
});
