import t from 'tap';
import type { AccessGroup } from '@gsg/shared';
import { forEachAdapter } from './adapters.ts';

const users: ReadonlyArray<{ id: string; email: string; accessEnabled: boolean }> & { 0: { id: string; email: string; accessEnabled: boolean }; 1: { id: string; email: string; accessEnabled: boolean }; 2: { id: string; email: string; accessEnabled: boolean } } = [
  { id: 'jsmith', email: 'John.Smith@acme.example', accessEnabled: true },
  { id: 'mjones', email: 'mary.jones@acme.example', accessEnabled: false },
  { id: 'ops_bot', email: 'bot@ops.example', accessEnabled: true },
];
const groups: ReadonlyArray<AccessGroup> & { 0: AccessGroup; 1: AccessGroup; 2: AccessGroup } = [
  { id: 'g-eng', name: 'Engineering', description: 'Product engineers', accessEnabled: true, externalId: null },
  { id: 'g-fin', name: 'Finance', description: 'Accounting and payroll', accessEnabled: false, externalId: null },
  { id: 'g-legal', name: 'Legal', description: '100% contract review', accessEnabled: true, externalId: 'legal-ext' },
];
/** A user as read back: no directory fields, no groups unless given. */
const read = (u: { id: string; email: string; accessEnabled: boolean }, more: Record<string, unknown> = {}) => ({ ...u, displayName: '', externalId: null, groups: [], ...more });

forEachAdapter(t, 'access: users are listed by id and searched in id or email, ignoring case', async (t, store) => {
  await store.access.insertUsers(users);
  t.same(await store.access.listUsers(), [read(users[0]), read(users[1]), read(users[2])]);
  t.same((await store.access.listUsers('SMITH')).map((u) => u.id), ['jsmith'], 'email match, any case');
  t.same((await store.access.listUsers('JON')).map((u) => u.id), ['mjones'], 'id match, any case');
  t.same((await store.access.listUsers('acme')).map((u) => u.id), ['jsmith', 'mjones']);
  t.same((await store.access.listUsers('_')).map((u) => u.id), ['ops_bot'], "'_' is a literal character, not a wildcard");
  t.same(await store.access.listUsers('nobody'), []);
});

forEachAdapter(t, 'access: a user access toggle is stored; unknown users give null', async (t, store) => {
  await store.access.insertUsers(users);
  t.same(await store.access.setUserAccess('mjones', true), read(users[1], { accessEnabled: true }));
  t.equal((await store.access.listUsers('mjones'))[0]?.accessEnabled, true, 'the change is persisted');
  t.same(await store.access.setUserAccess('jsmith', false), read(users[0], { accessEnabled: false }));
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
    ...groups[1],
    name: 'Finance',
    description: 'Money people',
    accessEnabled: false,
  });
  t.same(await store.access.updateGroup('Finance', { accessEnabled: true }), {
    ...groups[1],
    name: 'Finance',
    description: 'Money people',
    accessEnabled: true,
  });
  t.same(await store.access.updateGroup('Finance', { description: '', accessEnabled: false }), {
    ...groups[1],
    name: 'Finance',
    description: '',
    accessEnabled: false,
  }, 'an empty description is a value, not a missing one');
  t.equal(await store.access.updateGroup('Nope', { accessEnabled: true }), null);
  t.same((await store.access.listGroups('Engineering'))[0], groups[0], 'other groups untouched');
});

forEachAdapter(t, 'access: the user a request names is found by id, or by e-mail address in any case', async (t, store) => {
  await store.access.insertUsers([...users, { id: 'John.Smith@acme.example', email: 'other@acme.example', accessEnabled: true }]);
  t.same(await store.access.findUser('mjones'), read(users[1]));
  t.same(await store.access.findUser('JOHN.SMITH@ACME.EXAMPLE'), read(users[0]), 'e-mail address, any case');
  t.equal((await store.access.findUser('John.Smith@acme.example'))?.email, 'other@acme.example', 'an id match wins');
  t.equal(await store.access.findUser('MJONES'), null, 'ids are exact');
  t.equal(await store.access.findUser('bot@ops.example.'), null);
  t.equal(await store.access.findUser('bot@ops_example'), null, "'_' is a literal character");
  t.equal(await store.access.findUser('.*'), null, 'regex syntax is literal');
});

forEachAdapter(t, 'access: groups without an id are given one; users carry the groups they belong to, in name order', async (t, store) => {
  await store.access.insertUsers(users);
  await store.access.insertGroups([...groups, { name: 'Ops', description: '', accessEnabled: true }]);
  const ops = (await store.access.listGroups('Ops'))[0]!;
  t.match(ops, { name: 'Ops', id: /^.{8,}$/, externalId: null });
  t.same(await store.access.replaceGroup('g-legal', { name: 'Legal', externalId: 'legal-ext' }, { add: ['jsmith', 'mjones', 'ghost'], remove: [] }), groups[2]);
  t.same(await store.access.replaceGroup('g-fin', { name: 'Finance', externalId: null }, { add: ['jsmith'], remove: [] }), groups[1]);
  t.same(await store.access.replaceGroup(ops.id, { name: 'Ops', externalId: null }, { add: ['jsmith'], remove: [] }), ops);
  t.same((await store.access.getUser('jsmith'))?.groups, [
    { name: 'Finance', accessEnabled: false },
    { name: 'Legal', accessEnabled: true },
    { name: 'Ops', accessEnabled: true },
  ]);
  t.same((await store.access.findUser('mary.jones@acme.example'))?.groups, [{ name: 'Legal', accessEnabled: true }], 'found by e-mail, with groups');
  t.same((await store.access.listUsers()).map((u) => u.groups.length), [3, 1, 0], 'the list carries each user\'s groups');
  t.same(await store.access.listMembers('g-legal', 10), [
    { id: 'jsmith', email: users[0].email },
    { id: 'mjones', email: users[1].email },
  ], 'a member the directory lacks is ignored');
  t.same(await store.access.listMembers('g-legal', 1), [{ id: 'jsmith', email: users[0].email }], 'at most the limit');
  await store.access.updateGroup('Finance', { accessEnabled: true });
  t.same((await store.access.getUser('jsmith'))?.groups[0], { name: 'Finance', accessEnabled: true }, 'a group switch shows on its members');
});

forEachAdapter(t, 'access: members are added, removed or replaced in one change, twice adding once', async (t, store) => {
  await store.access.insertUsers(users);
  await store.access.insertGroups(groups);
  await store.access.replaceGroup('g-eng', { name: 'Engineering', externalId: null }, { add: ['jsmith', 'jsmith', 'mjones'], remove: [] });
  t.same((await store.access.listMembers('g-eng', 10)).map((m) => m.id), ['jsmith', 'mjones']);
  await store.access.replaceGroup('g-eng', { name: 'Engineering', externalId: null }, { add: ['ops_bot'], remove: ['jsmith', 'ghost'] });
  t.same((await store.access.listMembers('g-eng', 10)).map((m) => m.id), ['mjones', 'ops_bot']);
  await store.access.replaceGroup('g-eng', { name: 'Engineering', externalId: null }, { replace: ['jsmith'] });
  t.same((await store.access.listMembers('g-eng', 10)).map((m) => m.id), ['jsmith']);
  await store.access.replaceGroup('g-eng', { name: 'Engineering', externalId: null }, { replace: [] });
  t.same(await store.access.listMembers('g-eng', 10), []);
});

forEachAdapter(t, 'access: a group is renamed keeping its id and members; a taken name is a conflict', async (t, store) => {
  await store.access.insertUsers(users);
  await store.access.insertGroups(groups);
  await store.access.replaceGroup('g-eng', { name: 'Engineering', externalId: null }, { add: ['jsmith'], remove: [] });
  const renamed = await store.access.replaceGroup('g-eng', { name: 'Platform', externalId: 'aad-1' });
  t.same(renamed, { ...groups[0], name: 'Platform', externalId: 'aad-1' });
  t.same(await store.access.getGroup('g-eng'), renamed);
  t.same((await store.access.getUser('jsmith'))?.groups, [{ name: 'Platform', accessEnabled: true }]);
  t.same((await store.access.listGroups()).map((g) => g.name), ['Finance', 'Legal', 'Platform']);
  t.equal(await store.access.replaceGroup('g-eng', { name: 'Finance', externalId: null }), 'conflict');
  t.equal((await store.access.getGroup('g-eng'))?.name, 'Platform', 'nothing changed');
  t.equal(await store.access.replaceGroup('nope', { name: 'X', externalId: null }), null);
  t.same((await store.access.updateGroup('Platform', { accessEnabled: false }))?.id, 'g-eng', 'the console still edits it by name');
});

forEachAdapter(t, 'access: users are created, replaced and deleted; an e-mail address in use in any case is a conflict', async (t, store) => {
  await store.access.insertUsers(users);
  await store.access.insertGroups(groups);
  const fields = { email: 'new.person@acme.example', displayName: 'New Person', externalId: 'ext-1', accessEnabled: true };
  t.same(await store.access.createUser('u-1', fields), { id: 'u-1', ...fields, groups: [] });
  t.equal(await store.access.createUser('u-2', { ...fields, email: 'JOHN.smith@acme.example' }), 'conflict');
  t.equal(await store.access.getUser('u-2'), null, 'nothing stored');
  t.equal(await store.access.replaceUser('u-1', { ...fields, email: 'Mary.Jones@ACME.example' }), 'conflict');
  t.same(await store.access.replaceUser('u-1', { ...fields, email: 'NEW.person@acme.example', accessEnabled: false, externalId: null }), {
    id: 'u-1',
    ...fields,
    email: 'NEW.person@acme.example',
    accessEnabled: false,
    externalId: null,
    groups: [],
  }, 'its own address in another case is no conflict');
  t.equal(await store.access.replaceUser('ghost', fields), null);
  await store.access.replaceGroup('g-fin', { name: 'Finance', externalId: null }, { add: ['u-1', 'jsmith'], remove: [] });
  t.same((await store.access.deleteUser('u-1'))?.groups, [{ name: 'Finance', accessEnabled: false }], 'the user as they were');
  t.equal(await store.access.getUser('u-1'), null);
  t.equal(await store.access.deleteUser('u-1'), null);
  t.same((await store.access.listMembers('g-fin', 10)).map((m) => m.id), ['jsmith'], 'their memberships went with them');
  await store.access.createUser('u-1', fields);
  t.same((await store.access.getUser('u-1'))?.groups, [], 'a user made again under the same id belongs to nothing');
});

forEachAdapter(t, 'access: directory queries filter by e-mail (any case), external id or name, and page in id order', async (t, store) => {
  await store.access.insertUsers(users);
  await store.access.insertGroups(groups);
  await store.access.createUser('u-9', { email: 'x@acme.example', displayName: '', externalId: 'ext-9', accessEnabled: true });
  t.same(await store.access.queryUsers({ email: 'JOHN.SMITH@acme.EXAMPLE' }, { offset: 0, limit: 10 }).then((p) => [p.total, p.items.map((u) => u.id)]), [1, ['jsmith']]);
  t.same(await store.access.queryUsers({ email: 'john.smith@acme.example.' }, { offset: 0, limit: 10 }).then((p) => p.total), 0);
  t.same(await store.access.queryUsers({ email: '.*' }, { offset: 0, limit: 10 }).then((p) => p.total), 0, 'regex syntax is literal');
  t.same(await store.access.queryUsers({ externalId: 'ext-9' }, { offset: 0, limit: 10 }).then((p) => p.items.map((u) => u.id)), ['u-9']);
  t.same(await store.access.queryUsers({ externalId: 'EXT-9' }, { offset: 0, limit: 10 }).then((p) => p.total), 0, 'external ids are exact');
  const page = await store.access.queryUsers({}, { offset: 1, limit: 2 });
  t.same([page.total, page.items.map((u) => u.id)], [4, ['mjones', 'ops_bot']]);
  t.same(await store.access.queryUsers({}, { offset: 0, limit: 0 }), { total: 4, items: [] }, 'a count-only page');
  t.same(await store.access.queryGroups({}, { offset: 0, limit: 0 }), { total: 3, items: [] });
  t.same(await store.access.queryGroups({ name: 'Finance' }, { offset: 0, limit: 10 }).then((p) => p.items), [groups[1]]);
  t.same(await store.access.queryGroups({ name: 'finance' }, { offset: 0, limit: 10 }).then((p) => p.total), 0);
  t.same(await store.access.queryGroups({ externalId: 'legal-ext' }, { offset: 0, limit: 10 }).then((p) => p.items.map((g) => g.id)), ['g-legal']);
  const groupPage = await store.access.queryGroups({}, { offset: 2, limit: 5 });
  t.same([groupPage.total, groupPage.items.map((g) => g.id)], [3, ['g-legal']]);
  t.same(await store.access.knownUserIds(['jsmith', 'ghost', 'u-9']).then((ids) => ids.sort()), ['jsmith', 'u-9']);
});

forEachAdapter(t, 'access: a group is created with its first members; a taken name is a conflict; deleting it frees its members', async (t, store) => {
  await store.access.insertUsers(users);
  await store.access.insertGroups(groups);
  const made = await store.access.createGroup({ id: 'g-new', name: 'Sales', description: '', accessEnabled: true, externalId: 'e' }, ['jsmith', 'ghost']);
  t.same(made, { id: 'g-new', name: 'Sales', description: '', accessEnabled: true, externalId: 'e' });
  t.same((await store.access.listMembers('g-new', 10)).map((m) => m.id), ['jsmith']);
  t.equal(await store.access.createGroup({ id: 'g-x', name: 'Sales', description: '', accessEnabled: true, externalId: null }, []), 'conflict');
  t.equal(await store.access.getGroup('g-x'), null);
  t.same(await store.access.deleteGroup('g-new'), made);
  t.equal(await store.access.getGroup('g-new'), null);
  t.equal(await store.access.deleteGroup('g-new'), null);
  t.same((await store.access.getUser('jsmith'))?.groups, []);
});

forEachAdapter(t, 'scim tokens: one is in force; a new one retires it; revoking leaves none', async (t, store) => {
  const token = (id: string) => ({ id, prefix: `scim_${id}`, tokenHash: `hash-${id}`, createdAt: '2026-01-01T00:00:00.000Z', createdBy: 'admin' });
  const info = (id: string) => { const { tokenHash: _, ...rest } = token(id); return rest; };
  t.equal(await store.scimTokens.active(), null);
  t.equal(await store.scimTokens.replace(token('a'), '2026-01-02T00:00:00.000Z'), null);
  t.same(await store.scimTokens.active(), token('a'), 'with its hash');
  t.same(await store.scimTokens.replace(token('b'), '2026-01-03T00:00:00.000Z'), info('a'), 'the retired one');
  t.same(await store.scimTokens.active(), token('b'));
  t.same(await store.scimTokens.revoke('2026-01-04T00:00:00.000Z'), info('b'));
  t.equal(await store.scimTokens.active(), null);
  t.equal(await store.scimTokens.revoke('2026-01-05T00:00:00.000Z'), null);
});
