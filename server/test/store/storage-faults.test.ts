import t from 'tap';
import { DataDirectoryError, storageFaultOf } from '../../src/store/storage-faults.ts';

t.test('each driver names a fault in its own code; the console knows them all', async (t) => {
  const cases: Array<[unknown, string | null]> = [
    [{ code: 'ENOSPC' }, 'full'],
    [{ code: 'SQLITE_FULL' }, 'full'],
    [{ code: 14031, codeName: 'OutOfDiskSpace' }, 'full'],
    [{ code: 14031 }, 'full'],
    [{ code: 'EROFS' }, 'read-only'],
    [{ code: 'SQLITE_READONLY_DBMOVED' }, 'read-only'],
    [{ code: 'SQLITE_CANTOPEN_ISDIR' }, 'unopenable'],
    [{ code: 'EACCES' }, 'denied'],
    [{ code: 'SQLITE_CONSTRAINT_UNIQUE' }, null],
    [{ code: 11000 }, null],
    [new Error('plain'), null],
    [null, null],
  ];
  for (const [err, fault] of cases) t.equal(storageFaultOf(err), fault, JSON.stringify(err));
});

t.test('a data directory error names the directory, the cause and its code, on one line', async (t) => {
  const err = new DataDirectoryError('/srv/gsg', Object.assign(new Error('no space left on device, write'), { code: 'ENOSPC' }));
  t.equal(err.message, 'Cannot use the data directory /srv/gsg: the disk is full (ENOSPC)');
  const unknown = new DataDirectoryError('/srv/gsg', new Error('something else'));
  t.equal(unknown.message, 'Cannot use the data directory /srv/gsg: something else', 'an unknown cause keeps its own message');
});
