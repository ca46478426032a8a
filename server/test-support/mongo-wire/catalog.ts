// Which databases and collections exist. A database exists while it holds a collection, as on the server.
import { CommandError, ErrorCodes } from './errors.ts';
import { CollectionState, type CollectionOptions } from './collection-state.ts';

export class Catalog {
  private readonly databases = new Map<string, Map<string, CollectionState>>();

  get(db: string, name: string): CollectionState | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** Creates a collection, refusing one that exists (code 48, as `create` does). */
  create(db: string, name: string, options: CollectionOptions = {}): CollectionState {
    if (!name || name.includes('$') || name.includes('\0')) {
      throw new CommandError(ErrorCodes.InvalidOptions, `Invalid collection name: ${name}`);
    }
    let collections = this.databases.get(db);
    if (!collections) this.databases.set(db, (collections = new Map()));
    if (collections.has(name)) throw new CommandError(ErrorCodes.NamespaceExists, `Collection ${db}.${name} already exists.`);
    const state = new CollectionState(db, name, options);
    collections.set(name, state);
    return state;
  }

  /** The collection, created on first write as the server creates it implicitly. */
  getOrCreate(db: string, name: string): CollectionState {
    return this.get(db, name) ?? this.create(db, name);
  }

  /** Puts a committed transaction's version of a collection in place of the live one. */
  replace(state: CollectionState): void {
    let collections = this.databases.get(state.db);
    if (!collections) this.databases.set(state.db, (collections = new Map()));
    collections.set(state.name, state);
  }

  drop(db: string, name: string): boolean {
    const collections = this.databases.get(db);
    const dropped = collections?.delete(name) ?? false;
    if (collections && collections.size === 0) this.databases.delete(db);
    return dropped;
  }

  dropDatabase(db: string): string[] {
    const names = [...(this.databases.get(db)?.keys() ?? [])];
    this.databases.delete(db);
    return names;
  }

  collections(db: string): CollectionState[] {
    return [...(this.databases.get(db)?.values() ?? [])];
  }

  databaseNames(): string[] {
    return [...this.databases.keys()];
  }
}
