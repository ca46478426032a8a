/**
 * The Blueprint table version the two patches (table-compare-fix.ts, table-scroll-fix.ts) were written
 * against. web/package.json pins @blueprintjs/core and @blueprintjs/table to exact versions while the
 * patches exist, and a test fails when the installed table differs: an upgrade must re-check both
 * patches (still needed? still fitting the internals they touch?) and then move this version.
 */
export const TABLE_VERSION_PATCHED = '6.2.6';
